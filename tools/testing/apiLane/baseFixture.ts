/**
 * The practice every API test file starts from, in one batch on its own Firestore: the price list
 * and the weekly hours of the demo, the demo accounts' profiles and accepted privacy notices (tools/seed), and stats/global
 * counting them as the triggers would. Everything else a test needs, it makes itself (the
 * factories and helpers of tools/testing).
 */
import { serviceInsert } from '@app/schemas/services/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { FieldValue } from 'firebase-admin/firestore';

import { db } from '../../../functions/src/shared/firebase';
import { demoAccountConsents, demoAccountProfiles } from '../../seed/demoAccountUsers';
import { DEMO_AVAILABILITY } from '../../seed/demoAppointments';
import { services } from '../../seed/demoContent';

export async function writeBaseFixture() {
  const batch = db.batch();
  const now = FieldValue.serverTimestamp();
  for (const { id, ...service } of services) {
    batch.create(db.collection(COLLECTIONS.services).doc(id), { ...serviceInsert.parse(service), createdAt: now, updatedAt: now });
  }
  for (const [locationId, weekly] of Object.entries(DEMO_AVAILABILITY)) {
    batch.create(db.collection(COLLECTIONS.availability).doc(locationId), { weekly, updatedAt: now });
  }
  const profiles = demoAccountProfiles();
  for (const [uid, profile] of profiles)
    batch.create(db.collection(COLLECTIONS.users).doc(uid), { ...profile, createdAt: now, updatedAt: now });
  for (const [id, consent] of demoAccountConsents())
    batch.create(db.collection(COLLECTIONS.consents).doc(id), { ...consent, acceptedAt: now });
  batch.create(db.collection(COLLECTIONS.stats).doc('global'), {
    totalUsers: profiles.length,
    totalPosts: 0,
    totalCourses: 0,
    totalServices: services.length,
  });
  await batch.commit();
}
