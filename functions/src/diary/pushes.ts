/** The diary's push notification (docs/push.md): never the comment, only that one is waiting. */
import type { PushPayload } from '@app/schemas/notifications/push';

import type { NotificationPushes } from '../notifications/push/notificationPush';

export const diaryCommentPush: PushPayload = {
  title: 'Nuovo commento della nutrizionista',
  body: 'La tua nutrizionista ha commentato il tuo diario.',
  url: '/diario',
  tag: 'diary-comment',
};

/** The diary's pushes by notification type (app/notificationPushes.ts gathers them). */
export const DIARY_PUSHES: NotificationPushes = {
  diary_comment: async () => diaryCommentPush,
};
