import { type MessageDoc, messageStoredFields, type MessageView } from '@app/schemas/messages/messages';
import { storedValues } from '@app/schemas/shared/entityView';

export const messageViewOf = (message: MessageDoc): MessageView => ({
  ...storedValues(messageStoredFields, message),
  // Only the automatic replies carry the field.
  ...(message.automatic ? { automatic: true } : {}),
});
