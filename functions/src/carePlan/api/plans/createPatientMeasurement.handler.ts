import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { addMeasurement, measurements } from '../../data/measurements';
import { measurementViewOf } from './carePlanViews';
import { requirePatient } from './patient';

/** POST /api/admin/patients/{uid}/measurements: a visit's measurements, answered with BMI and waist-to-height. */
export const createPatientMeasurementRoute = implement(carePlanContract.createPatientMeasurement, async ({ caller, params, body }) => {
  await requirePatient(params.uid);
  const id = await addMeasurement(caller.uid, params.uid, body);
  return measurementViewOf(await measurements.byId(id));
});
