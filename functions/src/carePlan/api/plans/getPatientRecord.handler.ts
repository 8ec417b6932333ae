import { carePlanContract } from '@app/schemas/carePlan/contract';

import { recordHealthRead } from '../../../audit/data/healthReadAudit';
import { implement } from '../../../shared/route';
import { recordOf } from '../../data/clinicalRecords';
import { recordViewOf } from './carePlanViews';

/**
 * GET /api/admin/patients/{uid}/record: the doctor's record with the patient's intake, recorded in
 * the audit log. Two round trips: one read of the three documents, and the audit entry.
 */
export const getPatientRecordRoute = implement(carePlanContract.getPatientRecord, async ({ caller, params }) => {
  const { record, intake } = await recordOf(params.uid);
  await recordHealthRead(caller.uid, 'record.read', params.uid);
  return recordViewOf(record, intake);
});
