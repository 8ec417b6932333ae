// The Admin SDK of the browser tests reaches the emulators of this stack (npm test sets these too).
import { PORTS } from '../tools/ports';

process.env.GCLOUD_PROJECT ??= 'demo-nutrizione';
process.env.METADATA_SERVER_DETECTION ??= 'none';
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${PORTS.auth}`;
