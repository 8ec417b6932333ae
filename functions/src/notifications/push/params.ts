import { practiceEmail } from '@app/schemas/shared/practice';
import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * The VAPID keys that sign every push (docs/push.md). Declared parameters: `firebase deploy` asks for
 * them (or reads `functions/.env.<project-id>`); on the emulators the local stack generates a pair
 * once per machine into `functions/.env.local` and `functions/.secret.local`. A new pair makes every
 * device subscribe again, so a project keeps its pair.
 */
export const VAPID_PUBLIC_KEY = defineString('VAPID_PUBLIC_KEY', {
  description: 'Chiave pubblica VAPID delle notifiche push (npx web-push generate-vapid-keys)',
});
/** Who the push services may contact about this sender: a mailto: or https: address. */
export const VAPID_SUBJECT = defineString('VAPID_SUBJECT', {
  default: `mailto:${practiceEmail.replyTo}`,
  description: 'Contatto del mittente delle notifiche push (mailto: o https:)',
});
export const VAPID_PRIVATE_KEY = defineSecret('VAPID_PRIVATE_KEY');
