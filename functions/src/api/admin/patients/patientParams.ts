import { z } from 'zod';

import { HttpError } from '../../../app/httpError';
import { consentIsCurrent } from '../../../data/diary';
import { documentIdParam } from '../../../data/documentId';
import type { DiaryOfRange } from '../../diary/diaryOfRange';

export const PATIENT_NOT_FOUND = 'Paziente non trovato';
export const patientParams = z.object({ uid: documentIdParam(PATIENT_NOT_FOUND) });

/**
 * The doctor reads a diary only while its consent stands: an unknown member, one who never
 * consented and one who withdrew are the same 404 (docs/product.md, Care diary).
 */
export function withStandingConsent<T extends Pick<DiaryOfRange, 'user' | 'patient'>>(loaded: T): T & { user: NonNullable<T['user']> } {
  if (!loaded.user || !consentIsCurrent(loaded.patient)) throw new HttpError(404, PATIENT_NOT_FOUND);
  return loaded as T & { user: NonNullable<T['user']> };
}
