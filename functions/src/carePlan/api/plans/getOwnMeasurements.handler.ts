import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { measurementsOf } from '../../data/measurements';
import { measurementViewOf } from './carePlanViews';

/** GET /api/measurements: the patient's own measurements, oldest first. One round trip. */
export const getOwnMeasurementsRoute = implement(carePlanContract.getOwnMeasurements, async ({ caller }) =>
  (await measurementsOf(caller.uid)).map(measurementViewOf),
);
