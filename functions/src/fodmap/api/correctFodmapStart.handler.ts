import { fodmapContract } from '@app/schemas/fodmap/contract';

import { implement } from '../../shared/route';
import { correctEliminationStart, protocolOf } from '../data/fodmap';
import { fodmapViewOf, todayOf } from './fodmapView';

/** PUT /api/admin/patients/{uid}/fodmap/start: the elimination's first day corrected, while no challenge has begun. */
export const correctFodmapStartRoute = implement(fodmapContract.correctFodmapStart, async ({ caller, params, body, request }) => {
  const protocol = await correctEliminationStart(await protocolOf(params.uid), caller.uid, body.eliminationStart);
  return fodmapViewOf(protocol, todayOf(request.now));
});
