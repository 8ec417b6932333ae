import { diaryContract } from '@app/schemas/contracts/diary';

import { diaryPatients } from '../../data/diary';
import { implement } from '../route';
import { diaryConsentViewOf } from './diaryViews';

/** GET /api/diary/consent: whether the caller's diary consent stands, and to which version. */
export const getDiaryConsentRoute = implement(diaryContract.getDiaryConsent, async ({ caller }) =>
  diaryConsentViewOf(await diaryPatients.find(caller.uid)),
);
