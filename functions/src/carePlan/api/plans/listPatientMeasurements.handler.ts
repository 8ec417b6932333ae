import { carePlanContract } from '@app/schemas/carePlan/contract';

import { recordHealthRead } from '../../../audit/data/healthReadAudit';
import { implement } from '../../../shared/route';
import { measurementsOf } from '../../data/measurements';
import { measurementViewOf } from './carePlanViews';
import { requirePatient } from './patient';

/**
 * GET /api/admin/patients/{uid}/measurements: oldest first, for the charts, the read recorded in the
 * audit log. Three round trips: two in parallel, then the audit entry.
 */
export const listPatientMeasurementsRoute = implement(carePlanContract.listPatientMeasurements, async ({ caller, params }) => {
  const [, measured] = await Promise.all([requirePatient(params.uid), measurementsOf(params.uid)]);
  await recordHealthRead(caller.uid, 'measurement.read', params.uid);
  return measured.map(measurementViewOf);
});
