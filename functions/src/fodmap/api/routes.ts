import type { ApiRoute } from '../../shared/route';
import { correctChallengeDayRoute } from './correctChallengeDay.handler';
import { correctFodmapStartRoute } from './correctFodmapStart.handler';
import { myFodmapRoute } from './myFodmap.handler';
import { patientFodmapRoute } from './patientFodmap.handler';
import { prescribeFodmapRoute } from './prescribeFodmap.handler';
import { reportChallengeDayRoute } from './reportChallengeDay.handler';
import { startChallengeRoute } from './startChallenge.handler';
import { withdrawFodmapRoute } from './withdrawFodmap.handler';

/** The FODMAP reintroduction routes, in the order Express tries them. */
export const fodmapRoutes: readonly ApiRoute[] = [
  patientFodmapRoute,
  prescribeFodmapRoute,
  correctFodmapStartRoute,
  withdrawFodmapRoute,
  myFodmapRoute,
  startChallengeRoute,
  reportChallengeDayRoute,
  correctChallengeDayRoute,
];
