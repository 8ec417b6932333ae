import { questionnairesContract } from '@app/schemas/carePlan/questionnairesContract';

import { ibsSssHistoryOf, requireDiaryConsent } from '../../../diary/data/diary';
import { implement } from '../../../shared/route';
import { insertIbsSss } from '../../data/questionnaires';
import { questionnaireViewOf } from './questionnaireView';

/**
 * POST /api/questionnaires/ibs-sss: scores the five answers (0–500), gives the band and the change
 * from the previous score (meaningful from 50 points). Two round trips: the consent with the
 * history, then the write.
 */
export const submitIbsSssRoute = implement(questionnairesContract.submitIbsSss, async ({ caller, body }) => {
  const patient = await requireDiaryConsent(caller.uid);
  const history = ibsSssHistoryOf(patient);
  return questionnaireViewOf(await insertIbsSss(caller.uid, body, history.at(-1)?.score ?? null));
});
