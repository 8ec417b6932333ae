import { type ConsentDoc, type ConsentInsert, consentInsert } from '@app/schemas/entities';
import type { WriteBatch } from 'firebase-admin/firestore';

import { entity } from './entity';

/** consents/{userId}_{document}_{version}: one per notice version a person accepted (GDPR art. 7). */
export const consents = entity<ConsentDoc>('consents', { notFound: 'Consenso non trovato', stamps: ['acceptedAt'] });

/** Adds the record of an accepted notice to the batch that creates the account. */
export function recordConsent(batch: WriteBatch, consent: ConsentInsert): void {
  const parsed = consentInsert.parse(consent);
  consents.createIn(batch, `${parsed.userId}_${parsed.document}_${parsed.version}`, parsed);
}
