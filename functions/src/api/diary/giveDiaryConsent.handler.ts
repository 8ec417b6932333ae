import { DIARY_CONSENT, diaryConsentBody, diaryConsentView } from '@app/schemas/diary';

import { HttpError } from '../../app/httpError';
import { diaryPatients, giveDiaryConsent } from '../../data/diary';
import { defineRoute } from '../route';
import { diaryConsentViewOf } from './diaryViews';

/**
 * POST /api/diary/consent {version}: the explicit consent to the notice the patient read, stored with
 * its version and time. A version other than the current one (an old page) is refused.
 */
export const giveDiaryConsentRoute = defineRoute({
  method: 'post',
  path: '/diary/consent',
  access: 'member',
  summary: "Dà il consenso al trattamento dei dati del diario di cura (versione dell'informativa letta)",
  body: diaryConsentBody,
  response: diaryConsentView,
  async handler({ caller, body }) {
    if (body.version !== DIARY_CONSENT.version)
      throw new HttpError(400, "L'informativa è stata aggiornata: ricarica la pagina e leggila di nuovo");
    await giveDiaryConsent(caller.uid);
    return diaryConsentViewOf(await diaryPatients.find(caller.uid));
  },
});
