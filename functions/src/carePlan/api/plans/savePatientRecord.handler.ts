import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { recordOf, saveRecord } from '../../data/clinicalRecords';
import { recordViewOf } from './carePlanViews';
import { requirePatient } from './patient';

/** PUT /api/admin/patients/{uid}/record: replaces the doctor's record; answers it as stored. */
export const savePatientRecordRoute = implement(carePlanContract.savePatientRecord, async ({ caller, params, body }) => {
  await requirePatient(params.uid);
  await saveRecord(caller.uid, params.uid, body);
  const { record, intake } = await recordOf(params.uid);
  return recordViewOf(record, intake);
});
