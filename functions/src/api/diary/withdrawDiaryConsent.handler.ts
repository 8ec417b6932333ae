import { diaryConsentView } from '@app/schemas/diary';

import { diaryPatients, withdrawDiaryConsent } from '../../data/diary';
import { defineRoute } from '../route';
import { diaryConsentViewOf } from './diaryViews';

/** DELETE /api/diary/consent: withdraws the consent; from now on no diary call works until it is given again. */
export const withdrawDiaryConsentRoute = defineRoute({
  method: 'delete',
  path: '/diary/consent',
  access: 'member',
  summary: 'Revoca il consenso al diario di cura',
  response: diaryConsentView,
  async handler({ caller }) {
    await withdrawDiaryConsent(caller.uid);
    return diaryConsentViewOf(await diaryPatients.find(caller.uid));
  },
});
