import { fodmapContract } from '@app/schemas/fodmap/contract';
import { reportDay } from '@app/schemas/fodmap/fodmapRules';

import { implement } from '../../shared/route';
import { protocolOf, ruled, saveReportedDay } from '../data/fodmap';
import { fodmapViewOf, groupOf, todayOf } from './fodmapView';

/** POST /api/fodmap/challenges/{group}/days: the worst symptoms of a day of the challenge, also in the care diary. */
export const reportChallengeDayRoute = implement(fodmapContract.reportChallengeDay, async ({ caller, params, body, request }) => {
  const group = groupOf(params.group);
  const today = todayOf(request.now);
  const protocol = await protocolOf(caller.uid);
  const { protocol: next, day } = ruled(() => reportDay(protocol, group, body, today));
  return fodmapViewOf(await saveReportedDay(protocol, next, group, day), today);
});
