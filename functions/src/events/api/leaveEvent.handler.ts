import { eventsContract } from '@app/schemas/events/contract';

import { implement } from '../../shared/route';
import { setAttendance } from './setAttendance';

/** DELETE /api/events/{eventId}/attend (members): cancels the caller's registration, freeing the seat once. */
export const leaveEventRoute = implement(eventsContract.leaveEvent, ({ caller, params }) => setAttendance(caller, params.eventId, false));
