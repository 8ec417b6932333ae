import { diaryContract } from '@app/schemas/diary/contract';
import { DIARY_CONSENT } from '@app/schemas/diary/diary';

import { Invalid } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { diaryPatients, giveDiaryConsent } from '../data/diary';
import { diaryConsentViewOf } from './diaryViews';

/**
 * POST /api/diary/consent {version}: the explicit consent to the notice the patient read, stored with
 * its version and time. A version other than the current one (an old page) is refused.
 */
export const giveDiaryConsentRoute = implement(diaryContract.giveDiaryConsent, async ({ caller, body }) => {
  if (body.version !== DIARY_CONSENT.version) throw new Invalid("L'informativa è stata aggiornata: ricarica la pagina e leggila di nuovo");
  await giveDiaryConsent(caller.uid);
  return diaryConsentViewOf(await diaryPatients.find(caller.uid));
});
