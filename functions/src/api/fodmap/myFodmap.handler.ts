import { fodmapContract } from '@app/schemas/contracts/fodmap';

import { protocolOf } from '../../data/fodmap';
import { implement } from '../route';
import { fodmapViewOf, todayOf } from './fodmapView';

/** GET /api/fodmap: the caller's protocol (404 until the doctor prescribes one). */
export const myFodmapRoute = implement(fodmapContract.myFodmap, async ({ caller, request }) =>
  fodmapViewOf(await protocolOf(caller.uid), todayOf(request.now)),
);
