import { onRequest } from 'firebase-functions/v2/https';

import { createApp } from './app/createApp';
import { REGION } from './app/region';

export const api = onRequest({ region: REGION, memory: '512MiB' }, createApp());

export { onUserDeletedErasure } from './triggers/accountErasure';
export { onAuditEntryCreated } from './triggers/auditActorName';
export { onCommentDeletedCascade } from './triggers/commentCascade';
export { onCourseDeletedCascade, onEventDeletedCascade, onLessonDeletedCascade } from './triggers/contentCascades';
export { dailyAnalyticsSnapshot } from './triggers/dailyAnalyticsSnapshot';
export { onUserWritten } from './triggers/onUserWritten';
export { onOrderStatusNotify } from './triggers/orderNotifications';
export { onLikeWritten } from './triggers/points';
export { onPostDeletedCascade } from './triggers/postCascade';
export { onCourseWritten, onPostCreated, onPostDeleted, onServiceWritten } from './triggers/statsCounters';
