/**
 * The API lane's setup, run in each test file's own process before the file's imports: a Firestore
 * of its own (the Node server on a port the OS chooses), the Sistema TS stand-in on its own port,
 * the functions' parameters, the base fixture, the Express app of the `api` function listening on
 * 127.0.0.1:0 and the Firestore triggers delivered in this process. Auth (the emulator, with random
 * users) and MailDev (recipients are random; the file reaches it through a relay of its own) are
 * the local stack's, shared. So files run in
 * parallel and never see each other's data; `api()` and the Admin SDK of the helpers point here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { FirestoreServer } from '@firestore-emulator/server';
import { declaredParams } from 'firebase-functions/params';
import { afterAll, inject } from 'vitest';

import { emulatorParams } from '../../emulatorParams';
import { FirestoreEventBridge } from '../../firestoreEvents';
import { fixFirestoreServer } from '../../firestoreServerFixes';
import { MAILDEV_PORTS } from '../../ports';
import { SistemaTsStandIn } from '../../sistemaTs/standIn';
import { commitFaults } from './commitFaults';
import { startFirestoreOnLoopback } from './firestoreOnLoopback';
import { inProcessTriggers } from './inProcessTriggers';
import { setApiLane } from './lane';
import { startSmtpRelay } from './smtpRelay';
import { countWrites } from './writeCounter';

const PROJECT_ID = 'demo-nutrizione';
/** Retries of a failed trigger delivery start sooner than the stack's: nothing here is a cold start. */
const FIRST_RETRY_MS = 50;

const keys = inject('apiLaneKeys');

const firestore = new FirestoreServer();
fixFirestoreServer(firestore);
const faults = commitFaults(firestore);
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await startFirestoreOnLoopback(firestore)}`;

const standIn = new SistemaTsStandIn(keys.sistemaTs);
await standIn.start(0);

const smtp = await startSmtpRelay({ host: '127.0.0.1', port: MAILDEV_PORTS.smtp });

const server: Server = createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const params = emulatorParams({
  certificate: keys.sistemaTs.certificate,
  vapid: keys.vapid,
  siteUrl,
  sistemaTsEndpoint: standIn.endpoint,
  smtpPort: smtp.port,
});
Object.assign(process.env, { WEB_API_KEY: 'emulator-key' }, params.env, params.secrets);

// Only now, with the environment set: the functions and the helpers' Admin SDK read it when loaded.
const [{ buildApiApp }, functions, { writeBaseFixture }] = await Promise.all([
  import('../../../functions/src/api/app'),
  import('../../../functions/src/index'),
  import('./baseFixture'),
]);
// The Functions emulator gives a parameter without a value its declared default; so does this lane.
for (const param of declaredParams as { name: string; options?: { default?: unknown } }[]) {
  if (process.env[param.name] === undefined && param.options?.default !== undefined)
    process.env[param.name] = String(param.options.default);
}
await writeBaseFixture();
server.on('request', buildApiApp());

const bridge = new FirestoreEventBridge(firestore, inProcessTriggers(functions), PROJECT_ID, (line) => console.error(line), FIRST_RETRY_MS);
await bridge.refreshTriggers();
bridge.start();
setApiLane({ siteUrl, bridge, standIn, smtp, writes: countWrites(firestore), commitFaults: faults });

afterAll(async () => {
  await bridge.settled();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await standIn.stop();
  await smtp.stop();
  firestore.stop();
});
