import { diaryContract } from '@app/schemas/diary/contract';

import { implement } from '../../shared/route';
import { diaryPatients, withdrawDiaryConsent } from '../data/diary';
import { diaryConsentViewOf } from './diaryViews';

/** DELETE /api/diary/consent: withdraws the consent; from now on no diary call works until it is given again. */
export const withdrawDiaryConsentRoute = implement(diaryContract.withdrawDiaryConsent, async ({ caller }) => {
  await withdrawDiaryConsent(caller.uid);
  return diaryConsentViewOf(await diaryPatients.find(caller.uid));
});
