import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { countFirestoreRoundTrips } from './firestoreTiming';
import { recordQueryShapes } from './queryShapes';

// The default Admin app of the process. On the emulators the project id and hosts come from the
// environment (GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST); in production
// from the runtime's service account. The API tests' helpers have an app of their own beside it.
const app = getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp();

export const db = getFirestore(app);
db.settings({ ignoreUndefinedProperties: true });
countFirestoreRoundTrips(db);
// Only under `npm test` (QUERY_SHAPES_FILE): the shapes are checked against firestore.indexes.json.
// Only this instance's queries: not those of the test helpers running in the same process.
recordQueryShapes(db);
export const auth = getAuth(app);

export const isEmulator = Boolean(process.env.FUNCTIONS_EMULATOR || process.env.FIREBASE_AUTH_EMULATOR_HOST);
