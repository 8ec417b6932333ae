import { PATIENT_NOT_FOUND } from '@app/schemas/carePlan/patientsContract';
import { fodmapContract } from '@app/schemas/fodmap/contract';
import { plannedChallenges } from '@app/schemas/fodmap/fodmap';

import { users } from '../../accounts/data/users';
import { NotFound } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { prescribeProtocol } from '../data/fodmap';
import { fodmapViewOf, todayOf } from './fodmapView';

/** POST /api/admin/patients/{uid}/fodmap: the doctor prescribes the protocol (elimination, groups, foods). */
export const prescribeFodmapRoute = implement(fodmapContract.prescribeFodmap, async ({ caller, params, body, request }) => {
  if (!(await users.find(params.uid))) throw new NotFound(PATIENT_NOT_FOUND);
  const protocol = await prescribeProtocol(params.uid, caller.uid, {
    eliminationStart: body.eliminationStart,
    eliminationWeeks: body.eliminationWeeks,
    challenges: plannedChallenges(body.groups),
  });
  return fodmapViewOf(protocol, todayOf(request.now));
});
