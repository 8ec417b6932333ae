import './node22';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { grantRoles } from './grantRoles';
import { emulatorEnv, PROJECT_ID } from './stack';

// npm run grant-admin -- EMAIL [--doctor]: gives an Auth user the admin role, and with --doctor the
// doctor's too (tools/grantRoles.ts). On the emulators by default; with GOOGLE_CLOUD_PROJECT set to
// a real project and credentials from `gcloud auth application-default login`, on that project.
const args = process.argv.slice(2);
const doctor = args.includes('--doctor');
const email = args.find((arg) => !arg.startsWith('--'));
if (!email) {
  console.error('Uso: npm run grant-admin -- EMAIL [--doctor]');
  process.exit(1);
}
const realProject = process.env.GOOGLE_CLOUD_PROJECT;
if (!realProject) Object.assign(process.env, emulatorEnv());
const app = getApps()[0] ?? initializeApp({ projectId: realProject ?? PROJECT_ID });
await grantRoles(getAuth(app), getFirestore(app), email, { doctor });
console.log(`${email} è ora ${doctor ? 'amministratore e dottoressa' : 'amministratore'} (effettivo dal prossimo accesso).`);
