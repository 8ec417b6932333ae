import { ibsSssBody, questionnaireView } from '@app/schemas/questionnaires';

import { ibsSssHistoryOf, requireDiaryConsent } from '../../data/diary';
import { insertIbsSss } from '../../data/questionnaires';
import { defineRoute } from '../route';
import { questionnaireViewOf } from './questionnaireView';

/**
 * POST /api/questionnaires/ibs-sss: scores the five answers (0–500), gives the band and the change
 * from the previous score (meaningful from 50 points). Two round trips: the consent with the
 * history, then the write.
 */
export const submitIbsSssRoute = defineRoute({
  method: 'post',
  path: '/questionnaires/ibs-sss',
  access: 'member',
  summary: 'Compila il questionario IBS-SSS: punteggio, fascia e variazione dal precedente',
  body: ibsSssBody,
  response: questionnaireView,
  status: 201,
  async handler({ caller, body }) {
    const patient = await requireDiaryConsent(caller.uid);
    const history = ibsSssHistoryOf(patient);
    return questionnaireViewOf(await insertIbsSss(caller.uid, body, history.at(-1)?.score ?? null));
  },
});
