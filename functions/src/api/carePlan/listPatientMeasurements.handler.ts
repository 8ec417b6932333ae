import { carePlanContract } from '@app/schemas/contracts/carePlan';

import { measurementsOf } from '../../data/measurements';
import { implement } from '../route';
import { measurementViewOf } from './carePlanViews';
import { requirePatient } from './patient';

/** GET /api/admin/patients/{uid}/measurements: oldest first, for the charts. Two round trips, in parallel. */
export const listPatientMeasurementsRoute = implement(carePlanContract.listPatientMeasurements, async ({ params }) => {
  const [, measured] = await Promise.all([requirePatient(params.uid), measurementsOf(params.uid)]);
  return measured.map(measurementViewOf);
});
