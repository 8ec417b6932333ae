import { fodmapContract } from '@app/schemas/fodmap/contract';

import { implement } from '../../shared/route';
import { protocolOf } from '../data/fodmap';
import { fodmapViewOf, todayOf } from './fodmapView';

/** GET /api/fodmap: the caller's protocol (404 until the doctor prescribes one). */
export const myFodmapRoute = implement(fodmapContract.myFodmap, async ({ caller, request }) =>
  fodmapViewOf(await protocolOf(caller.uid), todayOf(request.now)),
);
