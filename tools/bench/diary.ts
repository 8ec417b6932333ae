import '../node22';

import { COLLECTIONS } from '@app/schemas/shared/collections';

import { emulatorEnv } from '../stack';
import { describeSamples, requireRunningStack, type Sample, timedGet } from './measure';

/**
 * npm run bench:diary [-- --patients 50 --days 365 --per-day 6 --requests 30]: seeds patients with
 * a consent and a year of diary entries (ids `bench-diario-…`; restart the stack to drop them),
 * then times the doctor's patient page, GET /api/admin/patients/{uid}/diary for the last 90 days,
 * one call after another across the patients. Prints the Firestore round trips from Server-Timing
 * and the median and p95 times (docs/product.md, Care diary; README, Care diary).
 */
Object.assign(process.env, emulatorEnv());
const { createUser, db, login } = await import('../testing/api');
const { storeEntries } = await import('../testing/diary');
const { DIARY_CONSENT, diaryDayOf, shiftDay } = await import('@app/schemas/diary/diary');

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const PATIENTS = option('patients', 50);
const DAYS = option('days', 365);
const PER_DAY = option('per-day', 6);
const REQUESTS = option('requests', 30);

await requireRunningStack();

const today = diaryDayOf(new Date());
const patientIds = Array.from({ length: PATIENTS }, (_, index) => `bench-diario-${index + 1}`);

/** Only what is missing: a patient whose last entry exists is complete. */
async function seedPatient(uid: string) {
  const lastId = `${uid}-${DAYS - 1}-${PER_DAY - 1}`;
  if ((await db.collection(COLLECTIONS.diaryEntries).doc(lastId).get()).exists) return 0;
  const now = new Date();
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({
      email: `${uid}@prova.test`,
      firstName: 'Paziente',
      lastName: uid,
      points: 0,
      level: 1,
      isAdmin: false,
      profileImageUrl: null,
      createdAt: now,
      updatedAt: now,
    });
  await db
    .collection(COLLECTIONS.diaryPatients)
    .doc(uid)
    .set({ userId: uid, version: DIARY_CONSENT.version, consentedAt: now, withdrawnAt: null, active: true, lastEntryAt: now });
  await storeEntries(uid, DAYS, PER_DAY, uid);
  return DAYS * PER_DAY;
}

const seedingStarted = performance.now();
let written = 0;
for (const [index, uid] of patientIds.entries()) {
  written += await seedPatient(uid);
  console.log(
    `Pazienti pronti: ${index + 1}/${PATIENTS} (${written} annotazioni scritte, ${((performance.now() - seedingStarted) / 1000).toFixed(0)} s)`,
  );
}

const admin = await createUser({ doctor: true, firstName: 'Benchmark', lastName: 'Diario' });
const cookie = await login(admin.email, admin.password);
const pathOf = (uid: string) => `/api/admin/patients/${uid}/diary?from=${shiftDay(today, -89)}&to=${today}`;
for (const uid of patientIds.slice(0, 3)) await timedGet(pathOf(uid), cookie);
const samples: Sample[] = [];
for (let index = 0; index < REQUESTS; index += 1) samples.push(await timedGet(pathOf(patientIds[index % PATIENTS]!), cookie));
console.log(
  `GET /api/admin/patients/{uid}/diary (90 giorni × ${PER_DAY} annotazioni, ${PATIENTS} pazienti con ${DAYS} giorni): ${describeSamples(samples)}`,
);
process.exit(0);
