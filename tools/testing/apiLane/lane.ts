/**
 * What the API lane (tools/testing/apiLane/startLane.ts) started in this worker: the site's address
 * (the functions' Express app in this process), the trigger bridge, the Sistema TS and Stripe
 * stand-ins and the relay to MailDev. Kept on globalThis, so every module sees the one the setup made.
 * Undefined outside the API lane (the browser tests use the same helpers against the local stack).
 */
import type { FirestoreEventBridge } from '../../firestoreEvents';
import type { SistemaTsStandIn } from '../../sistemaTs/standIn';
import type { StripeStandIn } from '../../stripe/standIn';
import type { CommitFaults } from './commitFaults';
import type { SmtpRelay } from './smtpRelay';
import type { WriteCounts } from './writeCounter';

export interface ApiLane {
  siteUrl: string;
  bridge: FirestoreEventBridge;
  standIn: SistemaTsStandIn;
  /** The file's Stripe: its sessions, its events and their deliveries to the app. */
  stripe: StripeStandIn;
  /** The file's way to MailDev, which a test may pause. */
  smtp: SmtpRelay;
  /** The writes the file's Firestore has applied so far, per top-level collection. */
  writes(): WriteCounts;
  /** Gives the next test file an empty Firestore with the base fixture, the stand-ins and relay as new, the environment as set. */
  beginFile(): Promise<void>;
  /** Failed commits on demand (the tests of retried triggers). */
  commitFaults: CommitFaults;
  /** A test user's session without the sign-in's route (testSession.ts): `createUser` signs in with it. */
  signIn(email: string, password: string, options: { rememberMe: boolean }): Promise<string>;
}

const LANE = Symbol.for('nutrizione.apiLane');
type WithLane = typeof globalThis & { [LANE]?: ApiLane };

export const apiLane = (): ApiLane | undefined => (globalThis as WithLane)[LANE];

export function setApiLane(lane: ApiLane) {
  (globalThis as WithLane)[LANE] = lane;
}
