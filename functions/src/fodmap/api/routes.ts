import type { ApiRoute } from '../../shared/route';
import { correctChallengeDayRoute } from './correctChallengeDay.handler';
import { myFodmapRoute } from './myFodmap.handler';
import { patientFodmapRoute } from './patientFodmap.handler';
import { prescribeFodmapRoute } from './prescribeFodmap.handler';
import { reportChallengeDayRoute } from './reportChallengeDay.handler';
import { startChallengeRoute } from './startChallenge.handler';

/** The FODMAP reintroduction routes, in the order Express tries them. */
export const fodmapRoutes: readonly ApiRoute[] = [
  patientFodmapRoute,
  prescribeFodmapRoute,
  myFodmapRoute,
  startChallengeRoute,
  reportChallengeDayRoute,
  correctChallengeDayRoute,
];
