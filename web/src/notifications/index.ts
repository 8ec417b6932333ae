/** The notifications domain's public face: what other domains may import from it (docs/architecture.md). */
export { useFailedMails } from './api/mail';
export { forgetPushDevice } from './api/push';
export { EmailPreferencesCard } from './components/EmailPreferencesCard';
export { PushNotificationsCard } from './components/PushNotificationsCard';
export { currentSubscription } from './lib/pushDevice';
