import { onRequest } from 'firebase-functions/v2/https';

import { OUTBOX_KEY_SECRET } from './accounts/outboxKey';
import { buildApiApp } from './app/apiApp';
import { SISTEMA_TS_SECRETS } from './invoices/sistemaTsParams';
import { MAIL_LINK_SECRET } from './notifications/mail/params';
import { STRIPE_SECRETS } from './services/payments/stripeParams';
import { REGION } from './shared/region';

// The API signs the unsubscribe links of the e-mails it queues (docs/email.md), gives each
// session its account's outbox key (docs/offline.md) and calls Stripe and checks its webhooks
// (docs/payments.md).
export const api = onRequest(
  { region: REGION, memory: '512MiB', secrets: [...SISTEMA_TS_SECRETS, MAIL_LINK_SECRET, OUTBOX_KEY_SECRET, ...STRIPE_SECRETS] },
  buildApiApp(),
);

export { onUserDeletedErasure } from './accounts/triggers/accountErasure';
export { onUserWritten } from './accounts/triggers/onUserWritten';
export { onPasswordResetRequested } from './accounts/triggers/passwordResetRequest';
export { dailyAnalyticsSnapshot } from './analytics/triggers/dailyAnalyticsSnapshot';
export { onCourseWritten, onPostCreated, onPostDeleted, onServiceWritten } from './analytics/triggers/statsCounters';
export { onMessagePush } from './app/triggers/messagePush';
export { onNotificationMail } from './app/triggers/notificationMail';
export { onNotificationPush } from './app/triggers/notificationPush';
export { agendaClock } from './appointments/triggers/agendaClock';
export { onAuditEntryCreated } from './audit/triggers/auditActorName';
export { onCourseDeletedCascade, onEventDeletedCascade, onLessonDeletedCascade } from './classroom/triggers/contentCascades';
export { onCommentDeletedCascade } from './community/triggers/commentCascade';
export { onLikeWritten } from './community/triggers/points';
export { onPostDeletedCascade } from './community/triggers/postCascade';
export { onContactRequestCreated } from './content/triggers/contactRequestMails';
export { fodmapReminders } from './fodmap/triggers/fodmapReminders';
export { unreadMessageMails } from './messages/triggers/unreadMessageMails';
export { onMailCreated } from './notifications/mail/mailDelivery';
export { onOrderMessagingPackage } from './services/triggers/messagingPackage';
export { onOrderStatusNotify } from './services/triggers/orderNotifications';
export { onOrderWrittenSearchTerms } from './services/triggers/orderSearch';
export { paymentsReconciliation } from './services/triggers/paymentsReconciliation';
export { onVisitEndedCancelOrder, onVisitMovedFollowOrder } from './services/triggers/visitOrder';
