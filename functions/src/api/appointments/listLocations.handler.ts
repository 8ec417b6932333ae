import { appointmentsContract } from '@app/schemas/contracts/appointments';

import { LOCATIONS } from '../../appointments/locations';
import { implement } from '../route';

/** GET /api/locations: the six studios and online, from the practice configuration (no Firestore). */
export const listLocationsRoute = implement(appointmentsContract.listLocations, async () => [...LOCATIONS]);
