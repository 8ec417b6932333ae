import { questionnairesContract } from '@app/schemas/carePlan/questionnairesContract';

import { requireDiaryConsent } from '../../../diary/data/diary';
import { implement } from '../../../shared/route';
import { questionnairesOf } from '../../data/questionnaires';
import { questionnaireViewOf } from './questionnaireView';

/** GET /api/questionnaires: the caller's IBS-SSS results, the newest first (at most 100). */
export const listQuestionnairesRoute = implement(questionnairesContract.listQuestionnaires, async ({ caller }) => {
  await requireDiaryConsent(caller.uid);
  return (await questionnairesOf(caller.uid)).map(questionnaireViewOf);
});
