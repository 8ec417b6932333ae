/** The notifications domain's public face: what other domains may import from it (docs/architecture.md). */
export { notificationInsert } from './entities';
export { emailPreferences, type FailedMailView } from './mail';
export type { NotificationsList } from './notifications';
export type { PushPayload } from './push';
