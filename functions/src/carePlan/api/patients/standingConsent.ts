import { PATIENT_NOT_FOUND } from '@app/schemas/carePlan/patientsContract';

import type { DiaryOfRange } from '../../../diary/api/diaryOfRange';
import { consentIsCurrent } from '../../../diary/data/diary';
import { NotFound } from '../../../shared/domainErrors';

/**
 * The doctor reads a diary only while its consent stands: an unknown member, one who never
 * consented and one who withdrew are the same 404 (docs/product.md, Care diary).
 */
export function withStandingConsent<T extends Pick<DiaryOfRange, 'user' | 'patient'>>(loaded: T): T & { user: NonNullable<T['user']> } {
  if (!loaded.user || !consentIsCurrent(loaded.patient)) throw new NotFound(PATIENT_NOT_FOUND);
  return loaded as T & { user: NonNullable<T['user']> };
}
