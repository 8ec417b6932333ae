import { onRequest } from 'firebase-functions/v2/https';

import { buildApiApp } from './api/app';
import { REGION } from './app/region';
import { OUTBOX_KEY_SECRET } from './auth/outboxKey';
import { SISTEMA_TS_SECRETS } from './invoices/sistemaTsParams';
import { MAIL_LINK_SECRET } from './mail/params';

// The API signs the unsubscribe links of the e-mails it queues (docs/email.md) and gives each
// session its account's outbox key (docs/offline.md).
export const api = onRequest(
  { region: REGION, memory: '512MiB', secrets: [...SISTEMA_TS_SECRETS, MAIL_LINK_SECRET, OUTBOX_KEY_SECRET] },
  buildApiApp(),
);

export { onUserDeletedErasure } from './triggers/accountErasure';
export { agendaClock } from './triggers/agendaClock';
export { onAuditEntryCreated } from './triggers/auditActorName';
export { onCommentDeletedCascade } from './triggers/commentCascade';
export { onCourseDeletedCascade, onEventDeletedCascade, onLessonDeletedCascade } from './triggers/contentCascades';
export { dailyAnalyticsSnapshot } from './triggers/dailyAnalyticsSnapshot';
export { fodmapReminders } from './triggers/fodmapReminders';
export { onMailCreated } from './triggers/mailDelivery';
export { onMessagePush } from './triggers/messagePush';
export { onOrderMessagingPackage } from './triggers/messagingPackage';
export { onNotificationMail } from './triggers/notificationMail';
export { onNotificationPush } from './triggers/notificationPush';
export { onUserWritten } from './triggers/onUserWritten';
export { onOrderStatusNotify } from './triggers/orderNotifications';
export { onPasswordResetRequested } from './triggers/passwordResetRequest';
export { onLikeWritten } from './triggers/points';
export { onPostDeletedCascade } from './triggers/postCascade';
export { onCourseWritten, onPostCreated, onPostDeleted, onServiceWritten } from './triggers/statsCounters';
export { unreadMessageMails } from './triggers/unreadMessageMails';
export { onVisitEndedCancelOrder } from './triggers/visitOrder';
