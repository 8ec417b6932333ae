import './node22';

import { COLLECTIONS } from '@app/schemas/entities';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { emulatorEnv, PROJECT_ID } from './stack';

// npm run grant-admin -- EMAIL: sets the admin claim on an Auth user (and isAdmin on its profile).
// On the emulators by default; with GOOGLE_CLOUD_PROJECT set to a real project and credentials
// from `gcloud auth application-default login`, on that project.
const email = process.argv[2];
if (!email) {
  console.error('Uso: npm run grant-admin -- EMAIL');
  process.exit(1);
}
const realProject = process.env.GOOGLE_CLOUD_PROJECT;
if (!realProject) Object.assign(process.env, emulatorEnv());
const app = getApps()[0] ?? initializeApp({ projectId: realProject ?? PROJECT_ID });
const user = await getAuth(app).getUserByEmail(email);
await getAuth(app).setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
await getFirestore(app).collection(COLLECTIONS.users).doc(user.uid).set({ isAdmin: true }, { merge: true });
console.log(`${email} è ora amministratore (effettivo dal prossimo accesso).`);
