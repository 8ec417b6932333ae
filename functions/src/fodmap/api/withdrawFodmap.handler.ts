import { fodmapContract } from '@app/schemas/fodmap/contract';
import { FODMAP_MESSAGES } from '@app/schemas/fodmap/fodmap';

import { implement } from '../../shared/route';
import { protocolOf, withdrawProtocol } from '../data/fodmap';

/** DELETE /api/admin/patients/{uid}/fodmap: a protocol just prescribed is withdrawn, while no challenge has begun. */
export const withdrawFodmapRoute = implement(fodmapContract.withdrawFodmap, async ({ caller, params }) => {
  await withdrawProtocol(await protocolOf(params.uid), caller.uid);
  return { id: params.uid, message: FODMAP_MESSAGES.withdrawn };
});
