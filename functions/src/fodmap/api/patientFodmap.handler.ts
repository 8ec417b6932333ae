import { fodmapContract } from '@app/schemas/fodmap/contract';

import { recordHealthRead } from '../../audit/data/healthReadAudit';
import { implement } from '../../shared/route';
import { protocolOf } from '../data/fodmap';
import { fodmapViewOf, todayOf } from './fodmapView';

/** GET /api/admin/patients/{uid}/fodmap: the patient's protocol for the doctor, the read recorded as the diary's. */
export const patientFodmapRoute = implement(fodmapContract.patientFodmap, async ({ caller, params, request }) => {
  const protocol = await protocolOf(params.uid);
  await recordHealthRead(caller.uid, 'fodmap.read', params.uid);
  return fodmapViewOf(protocol, todayOf(request.now));
});
