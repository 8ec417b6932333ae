import { fodmapContract } from '@app/schemas/fodmap/contract';
import { startChallenge } from '@app/schemas/fodmap/fodmapRules';

import { implement } from '../../shared/route';
import { protocolOf, ruled, saveStep } from '../data/fodmap';
import { fodmapViewOf, groupOf, todayOf } from './fodmapView';

/** POST /api/fodmap/challenges/{group}/start: the patient begins a group's challenge (today or a day of the last 14). */
export const startChallengeRoute = implement(fodmapContract.startChallenge, async ({ caller, params, body, request }) => {
  const group = groupOf(params.group);
  const today = todayOf(request.now);
  const protocol = await protocolOf(caller.uid);
  const next = ruled(() => startChallenge(protocol, group, body.startedOn ?? today, today));
  return fodmapViewOf(await saveStep(protocol, next), today);
});
