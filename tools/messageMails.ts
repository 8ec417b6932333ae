import './node22';

import { join } from 'node:path';

import { emulatorEnv, ROOT } from './stack';

/**
 * The unread-message e-mails on the local stack, where Cloud Scheduler cannot fire (no Pub/Sub
 * emulator offline): `npm run messages:mail` runs the check of `unreadMessageMails` once;
 * `npm start` runs it every minute (tools/messageMailChecks.ts).
 */
Object.assign(process.env, emulatorEnv());
// The functions' parameters as the emulators read them (SITE_URL, the links' secret).
for (const file of ['.env.local', '.secret.local']) process.loadEnvFile(join(ROOT, 'functions', file));
const { mailUnreadMessages } = await import('../functions/src/messages/mails/unreadMessageMails');
const queued = await mailUnreadMessages(new Date());
if (queued) console.log(`[stack] Messaggi non letti: ${queued} email accodate.`);
process.exit(0);
