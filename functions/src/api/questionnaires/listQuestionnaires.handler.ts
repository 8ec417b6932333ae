import { questionnaireView } from '@app/schemas/questionnaires';
import { z } from 'zod';

import { requireDiaryConsent } from '../../data/diary';
import { questionnairesOf } from '../../data/questionnaires';
import { defineRoute } from '../route';
import { questionnaireViewOf } from './questionnaireView';

/** GET /api/questionnaires: the caller's IBS-SSS results, the newest first (at most 100). */
export const listQuestionnairesRoute = defineRoute({
  method: 'get',
  path: '/questionnaires',
  access: 'member',
  summary: 'I propri questionari IBS-SSS, i più recenti prima',
  response: z.array(questionnaireView),
  async handler({ caller }) {
    await requireDiaryConsent(caller.uid);
    return (await questionnairesOf(caller.uid)).map(questionnaireViewOf);
  },
});
