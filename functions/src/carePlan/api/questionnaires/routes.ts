import type { ApiRoute } from '../../../shared/route';
import { listQuestionnairesRoute } from './listQuestionnaires.handler';
import { submitIbsSssRoute } from './submitIbsSss.handler';

/** The questionnaires routes, in the order Express tries them. */
export const questionnairesRoutes: readonly ApiRoute[] = [submitIbsSssRoute, listQuestionnairesRoute];
