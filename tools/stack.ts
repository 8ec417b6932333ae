/**
 * Starts the whole local stack, offline: Firestore (the official emulator when Java 21 and its jar
 * are present, otherwise the Node Firestore server with the trigger bridge), the Auth, Functions
 * and Hosting emulators of firebase-tools, MailDev (the SMTP server the functions send to), and the
 * stand-ins of the Sistema TS and of Stripe. Used by `npm start`, `npm run dev` and `npm test`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

import { paymentsContract } from '@app/schemas/services/paymentsContract';
import { pathOf } from '@app/schemas/shared/contract';
import { FirestoreServer } from '@firestore-emulator/server';

import { emulatorParams } from './emulatorParams';
import { FirestoreEventBridge, type TriggerTransport } from './firestoreEvents';
import { fixFirestoreServer } from './firestoreServerFixes';
import { functionsEmulatorTriggers } from './functionsEmulatorTriggers';
import { startMailDev } from './mailDev';
import { MAILDEV_PORTS, PORT_OFFSET, PORTS, SISTEMA_TS_PORT, STRIPE_PORT, takenPorts, waitFor } from './ports';
import { SistemaTsStandIn } from './sistemaTs/standIn';
import { localSistemaTsKeys } from './sistemaTs/testKeys';
import { STRIPE_STAND_IN_SECRETS, StripeStandIn } from './stripe/standIn';
import { localVapidKeys } from './vapidKeys';

export const PROJECT_ID = 'demo-nutrizione';
export const ROOT = resolve(import.meta.dirname, '..');
export const SITE_URL = `http://127.0.0.1:${PORTS.hosting}`;
const FUNCTIONS_URL = `http://127.0.0.1:${PORTS.functions}`;

export interface Stack {
  firestore: 'official' | 'node';
  stop(): Promise<void>;
  /** Waits until every Firestore change so far has reached its triggers (Node server only). */
  idle(): Promise<void>;
  /**
   * Sends the triggers' events to `transport` from now on, or to the Functions emulator's workers
   * again without one (npm test's trigger runner, tools/triggerRunner). False with the official
   * Firestore emulator, which sends them to the Functions emulator itself.
   */
  deliverTriggersTo(transport?: TriggerTransport): Promise<boolean>;
}

/** The Java major version, or 0 when there is no Java. */
function javaMajor(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  return match ? Number(match[1]) : 0;
}

function hasOfficialFirestore(): boolean {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  const jar = existsSync(cache) && readdirSync(cache).some((name) => name.startsWith('cloud-firestore-emulator'));
  return jar && javaMajor() >= 21;
}

export function emulatorEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    // No metadata server off Google Cloud: don't let the Admin SDK look for one.
    METADATA_SERVER_DETECTION: 'none',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  };
}

/**
 * The emulators' copy of firebase.json: Hosting serves the local build (web/dist-emulators, with
 * the demo accounts) instead of the deploy build, and the ports are shifted by STACK_PORT_OFFSET.
 */
function firebaseConfigPath(): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  config.hosting.public = 'web/dist-emulators';
  for (const [name, port] of Object.entries(PORTS)) config.emulators[name].port = port;
  const local = join(ROOT, `.firebase-emulators-${PORT_OFFSET}.json`);
  writeFileSync(local, JSON.stringify(config, null, 2));
  return local;
}

/** Sets these keys in a dotenv file, keeping its other lines. */
function setEnvFile(file: string, values: Record<string, string>) {
  const kept = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line && !(line.split('=')[0]! in values))
    : [];
  writeFileSync(file, [...kept, ...Object.entries(values).map(([key, value]) => `${key}=${value}`)].join('\n') + '\n');
}

/**
 * The functions' parameters on the emulators. `.env.local` and `.secret.local` are read by the
 * emulators only (and ignored by git); the values are tools/emulatorParams.ts's. A real project's
 * values go in `functions/.env.<project-id>` and Secret Manager (README, deploy).
 */
function writeEmulatorParams(certificate: string, sistemaTsEndpoint: string, stripeApiUrl: string) {
  const env = join(ROOT, 'functions', '.env.local');
  const secrets = join(ROOT, 'functions', '.secret.local');
  if (!existsSync(env)) writeFileSync(env, 'WEB_API_KEY=emulator-key\n');
  const params = emulatorParams({
    certificate,
    vapid: localVapidKeys(env, secrets),
    siteUrl: SITE_URL,
    sistemaTsEndpoint,
    smtpPort: MAILDEV_PORTS.smtp,
    stripeApiUrl,
  });
  setEnvFile(env, params.env);
  setEnvFile(secrets, params.secrets);
}

interface StackOptions {
  logFile: string;
  log: (line: string) => void;
  /** Where the functions record the shape of each query they run (functions/src/shared/queryShapes.ts). */
  queryShapesFile?: string;
}

export async function startStack({ logFile, log, queryShapesFile }: StackOptions): Promise<Stack> {
  const taken = await takenPorts();
  if (taken.length) throw new Error(`Porte già in uso: ${taken.join(', ')}. Chiudi il processo che le occupa e riprova.`);
  const sistemaTsKeys = await localSistemaTsKeys();
  const sistemaTs = new SistemaTsStandIn(sistemaTsKeys);
  await sistemaTs.start(SISTEMA_TS_PORT);
  log(`Sistema TS: sostituto locale su ${SISTEMA_TS_PORT} (docs/fiscal.md)`);
  // Stripe's webhooks reach the app as in production: through Hosting's /api rewrite.
  const stripe = new StripeStandIn({ ...STRIPE_STAND_IN_SECRETS, webhookUrl: `${SITE_URL}${pathOf(paymentsContract.stripeWebhook)}` });
  await stripe.start(STRIPE_PORT).catch(async (error: unknown) => {
    await sistemaTs.stop();
    throw error;
  });
  log(`Stripe: sostituto locale su ${STRIPE_PORT} (docs/payments.md)`);
  writeEmulatorParams(sistemaTsKeys.certificate, sistemaTs.endpoint, stripe.apiUrl);

  const official = hasOfficialFirestore();
  let nodeFirestore: FirestoreServer | undefined;
  let bridge: FirestoreEventBridge | undefined;
  const emulatorTriggers = functionsEmulatorTriggers(FUNCTIONS_URL, PROJECT_ID);
  if (!official) {
    log(`Firestore: server Node su ${PORTS.firestore} (Java 21 e l'emulatore ufficiale non sono disponibili)`);
    nodeFirestore = new FirestoreServer();
    fixFirestoreServer(nodeFirestore);
    await nodeFirestore.start(PORTS.firestore);
    bridge = new FirestoreEventBridge(nodeFirestore, emulatorTriggers, PROJECT_ID, log);
    bridge.start();
  } else {
    log(`Firestore: emulatore ufficiale su ${PORTS.firestore}`);
  }
  const mailDev = await startMailDev(logFile.replace(/\.log$/, '') + '-maildev.log').catch(async (error: unknown) => {
    nodeFirestore?.stop();
    await sistemaTs.stop();
    await stripe.stop();
    throw error;
  });
  log(`MailDev: SMTP su 127.0.0.1:${MAILDEV_PORTS.smtp}, posta in arrivo su http://127.0.0.1:${MAILDEV_PORTS.web}`);

  const only = official ? 'auth,functions,hosting,firestore' : 'auth,functions,hosting';
  const output = createWriteStream(logFile);
  const firebaseBin = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  // process.execPath is Node 22 (see tools/node22.ts), so the functions run on Node 22 "from host".
  const child: ChildProcess = spawn(
    process.execPath,
    [firebaseBin, 'emulators:start', '--only', only, '--project', PROJECT_ID, '--config', firebaseConfigPath()],
    {
      cwd: ROOT,
      // production mode keeps stack traces out of the emulator's own error pages (a non-JSON body).
      env: { ...emulatorEnv(), NODE_ENV: 'production', ...(queryShapesFile ? { QUERY_SHAPES_FILE: queryShapesFile } : {}) },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);
  let exited: string | undefined;
  const watchForFailure = (chunk: Buffer) => {
    if (chunk.toString().includes('Failed to load function definition')) {
      exited = `le functions non si caricano; vedi ${logFile}`;
    }
  };
  child.stdout?.on('data', watchForFailure);
  child.stderr?.on('data', watchForFailure);
  child.once('exit', (code, signal) => {
    exited = `firebase emulators:start è terminato (${signal ?? code}); vedi ${logFile}`;
  });

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const done = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    }
    nodeFirestore?.stop();
    await sistemaTs.stop();
    await stripe.stop();
    mailDev.stop();
  };

  try {
    await waitFor(
      'Emulatore Hosting',
      async () => (await fetch(`${SITE_URL}/`)).ok,
      180_000,
      () => exited,
    );
    await waitFor(
      'Emulatore Functions',
      async () => JSON.stringify(await (await fetch(`${FUNCTIONS_URL}/backends`)).json()).includes('"api"'),
      60_000,
      () => exited,
    );
    if (bridge) log(`Trigger Firestore collegati: ${await bridge.refreshTriggers()}`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    firestore: official ? 'official' : 'node',
    stop,
    idle: async () => bridge?.idle(),
    deliverTriggersTo: async (transport) => {
      if (!bridge) return false;
      log(`Trigger Firestore collegati${transport ? ' al runner' : ''}: ${await bridge.useTransport(transport ?? emulatorTriggers)}`);
      return true;
    },
  };
}
