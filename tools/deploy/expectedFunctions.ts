/**
 * The functions a deploy must create, each with its trigger as `describeTrigger` writes it. The
 * deploy rehearsal (npm run rehearse:deploy, part of npm test) fails when the bundle lacks one of
 * them or exports one that is not listed here: a feature that adds a function adds its line here.
 * All of them run in REGION (functions/src/shared/region.ts).
 */
export const EXPECTED_FUNCTIONS: Record<string, string> = {
  api: 'https',
  onUserWritten: 'firestore written users/{userId} (retry)',
  onLikeWritten: 'firestore written likes/{likeId} (retry)',
  onCourseWritten: 'firestore written courses/{id} (retry)',
  onServiceWritten: 'firestore written services/{id} (retry)',
  onPostCreated: 'firestore created posts/{postId} (retry)',
  onPostDeleted: 'firestore deleted posts/{postId} (retry)',
  onPostDeletedCascade: 'firestore deleted posts/{postId} (retry)',
  onCourseDeletedCascade: 'firestore deleted courses/{courseId} (retry)',
  onLessonDeletedCascade: 'firestore deleted lessons/{lessonId} (retry)',
  onEventDeletedCascade: 'firestore deleted calendar_events/{eventId} (retry)',
  onCommentDeletedCascade: 'firestore deleted comments/{commentId} (retry)',
  onUserDeletedErasure: 'firestore deleted users/{userId} (retry)',
  onOrderStatusNotify: 'firestore updated orders/{orderId} (retry)',
  onMailCreated: 'firestore created mail/{mailId} (retry)',
  onPasswordResetRequested: 'firestore created password_reset_requests/{requestId} (retry)',
  onContactRequestCreated: 'firestore created contact_requests/{requestId} (retry)',
  onNotificationMail: 'firestore created notifications/{notificationId} (retry)',
  onNotificationPush: 'firestore created notifications/{notificationId} (retry)',
  onMessagePush: 'firestore created messages/{messageId} (retry)',
  onAuditEntryCreated: 'firestore created admin_audit/{entryId} (retry)',
  onOrderMessagingPackage: 'firestore written orders/{orderId} (retry)',
  onVisitEndedCancelOrder: 'firestore updated appointments/{appointmentId} (retry)',
  onVisitMovedFollowOrder: 'firestore updated appointments/{appointmentId} (retry)',
  onOrderWrittenSearchTerms: 'firestore written orders/{orderId} (retry)',
  unreadMessageMails: 'schedule every 5 minutes (Europe/Rome)',
  dailyAnalyticsSnapshot: 'schedule 10 0 * * * (Europe/Rome)',
  fodmapReminders: 'schedule 0 20 * * * (Europe/Rome)',
  agendaClock: 'schedule every 15 minutes (Europe/Rome)',
  paymentsReconciliation: 'schedule 30 4 * * * (Europe/Rome)',
};
