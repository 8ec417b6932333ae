import type { MessageView } from '@app/schemas/messages/messages';

import type { MessageDoc } from '../data/messages';

export const messageViewOf = (message: MessageDoc): MessageView => ({
  id: message.id,
  text: message.text,
  from: message.from,
  createdAt: message.createdAt.toISOString(),
  readAt: message.readAt?.toISOString() ?? null,
  ...(message.automatic ? { automatic: true } : {}),
});
