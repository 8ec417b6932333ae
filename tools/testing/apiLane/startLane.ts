/**
 * Starts the API lane of one Vitest worker: a Firestore of its own (the Node server on a port the OS
 * chooses), the Sistema TS and Stripe stand-ins on ports of their own, a relay to MailDev, the functions' parameters,
 * the Express app of the `api` function listening on 127.0.0.1:0 and the Firestore triggers
 * delivered in this process. Auth (the emulator, with random users) and MailDev (random recipients)
 * are the local stack's, shared. The worker runs its test files one after another; `beginFile`
 * gives each the same empty start (tools/testing/apiLane/setup.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { paymentsContract } from '@app/schemas/services/paymentsContract';
import { pathOf } from '@app/schemas/shared/contract';
import { FirestoreServer } from '@firestore-emulator/server';

import { emulatorParams, giveParamsTheirDefaults } from '../../emulatorParams';
import { FirestoreEventBridge } from '../../firestoreEvents';
import { fixFirestoreServer } from '../../firestoreServerFixes';
import { MAILDEV_PORTS } from '../../ports';
import { SistemaTsStandIn } from '../../sistemaTs/standIn';
import { STRIPE_STAND_IN_SECRETS, StripeStandIn } from '../../stripe/standIn';
import { commitFaults } from './commitFaults';
import { startFirestoreOnLoopback } from './firestoreOnLoopback';
import type { ApiLaneKeys } from './globalSetup';
import { inProcessTriggers } from './inProcessTriggers';
import type { ApiLane } from './lane';
import { startSmtpRelay } from './smtpRelay';
import { countWrites } from './writeCounter';

const PROJECT_ID = 'demo-nutrizione';
/** Retries of a failed trigger (or webhook) delivery start sooner than the stack's: nothing here is a cold start. */
const FIRST_RETRY_MS = 50;

export async function startApiLane(keys: ApiLaneKeys): Promise<ApiLane> {
  const firestore = new FirestoreServer();
  fixFirestoreServer(firestore);
  const faults = commitFaults(firestore);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await startFirestoreOnLoopback(firestore)}`;

  const standIn = new SistemaTsStandIn(keys.sistemaTs);
  await standIn.start(0);
  const smtp = await startSmtpRelay({ host: '127.0.0.1', port: MAILDEV_PORTS.smtp });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stripe = new StripeStandIn({
    ...STRIPE_STAND_IN_SECRETS,
    webhookUrl: `${siteUrl}${pathOf(paymentsContract.stripeWebhook)}`,
    attempts: 5,
    firstRetryMs: FIRST_RETRY_MS,
  });
  await stripe.start(0);

  const params = emulatorParams({
    certificate: keys.sistemaTs.certificate,
    vapid: keys.vapid,
    siteUrl,
    sistemaTsEndpoint: standIn.endpoint,
    smtpPort: smtp.port,
    stripeApiUrl: stripe.apiUrl,
  });
  Object.assign(process.env, { WEB_API_KEY: 'emulator-key' }, params.env, params.secrets);
  // Only now, with the environment set: the functions and the helpers' Admin SDK read it when loaded.
  const [{ buildApiApp }, functions, { writeBaseFixture }, { testSession }] = await Promise.all([
    import('../../../functions/src/app/apiApp'),
    import('../../../functions/src/index'),
    import('./baseFixture'),
    import('./testSession'),
  ]);
  giveParamsTheirDefaults();
  // What a test file may change in the environment (a mail limit, say) is put back for the next.
  const environment = { ...process.env };
  server.on('request', buildApiApp());

  const bridge = new FirestoreEventBridge(
    firestore,
    inProcessTriggers(functions),
    PROJECT_ID,
    (line) => console.error(line),
    FIRST_RETRY_MS,
  );
  await bridge.refreshTriggers();
  bridge.start();
  const writes = countWrites(firestore);

  return {
    siteUrl,
    bridge,
    standIn,
    stripe,
    smtp,
    writes: writes.read,
    commitFaults: faults,
    signIn: testSession,
    async beginFile() {
      // The previous file's triggers are done before its data goes: nothing of it reaches the next.
      await Promise.all([bridge.settled(), stripe.idle()]);
      firestore.state.clear();
      bridge.reset();
      writes.reset();
      standIn.reset();
      stripe.reset();
      faults.clear();
      smtp.resume();
      for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
      Object.assign(process.env, environment);
      await bridge.withoutTriggers(writeBaseFixture);
    },
  };
}
