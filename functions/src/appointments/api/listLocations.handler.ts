import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { LOCATIONS } from '../locations';

/** GET /api/locations: the six studios and online, from the practice configuration (no Firestore). */
export const listLocationsRoute = implement(appointmentsContract.listLocations, async () => [...LOCATIONS]);
