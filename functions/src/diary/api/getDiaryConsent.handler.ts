import { diaryContract } from '@app/schemas/diary/contract';

import { implement } from '../../shared/route';
import { diaryPatients } from '../data/diary';
import { diaryConsentViewOf } from './diaryViews';

/** GET /api/diary/consent: whether the caller's diary consent stands, and to which version. */
export const getDiaryConsentRoute = implement(diaryContract.getDiaryConsent, async ({ caller }) =>
  diaryConsentViewOf(await diaryPatients.find(caller.uid)),
);
