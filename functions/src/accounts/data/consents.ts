import { type ConsentDoc, consentIdOf, type ConsentInsert, consentInsert, privacyConsentOf } from '@app/schemas/accounts/entities';
import type { WriteBatch } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';

/** consents/{userId}_{document}_{version}: one per notice version a person accepted (GDPR art. 7). */
export const consents = entity<ConsentDoc>('consents', { notFound: 'Consenso non trovato', stamps: ['acceptedAt'] });

/** Adds the record of an accepted notice to the batch that creates the account. */
export function recordConsent(batch: WriteBatch, consent: ConsentInsert): void {
  const parsed = consentInsert.parse(consent);
  consents.createIn(batch, consentIdOf(parsed), parsed);
}

/** Whether the person accepted the current privacy notice (one round trip). */
export const hasAcceptedPrivacy = async (userId: string): Promise<boolean> =>
  (await consents.find(consentIdOf(privacyConsentOf(userId)))) !== undefined;

/** Records the current privacy notice as accepted now (a sign-in that ticked it). */
export async function acceptPrivacy(userId: string): Promise<void> {
  const consent = consentInsert.parse(privacyConsentOf(userId));
  // set, not create: two sign-ins that ticked it at once both succeed.
  await consents.ref(consentIdOf(consent)).set(consents.insertData(consent));
}
