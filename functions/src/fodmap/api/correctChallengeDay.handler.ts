import { fodmapContract } from '@app/schemas/fodmap/contract';
import { correctDay } from '@app/schemas/fodmap/fodmapRules';

import { implement } from '../../shared/route';
import { protocolOf, ruled, saveCorrectedDay } from '../data/fodmap';
import { fodmapViewOf, groupOf, todayOf } from './fodmapView';

/**
 * PUT /api/fodmap/challenges/{group}/days: corrects the last reported day of a challenge, on the
 * Rome day it was reported only (409 with the reason after), and its care diary entry with it.
 */
export const correctChallengeDayRoute = implement(fodmapContract.correctChallengeDay, async ({ caller, params, body, request }) => {
  const group = groupOf(params.group);
  const today = todayOf(request.now);
  const protocol = await protocolOf(caller.uid);
  const { protocol: next, day } = ruled(() => correctDay(protocol, group, body, today));
  return fodmapViewOf(await saveCorrectedDay(protocol, next, group, day), today);
});
