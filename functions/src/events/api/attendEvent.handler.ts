import { eventsContract } from '@app/schemas/events/contract';

import { implement } from '../../shared/route';
import { setAttendance } from './setAttendance';

/**
 * POST /api/events/{eventId}/attend (members): registers the caller for an upcoming event they may
 * see; a repeat changes nothing; 409 when every seat is taken (data/eventRegistration).
 */
export const attendEventRoute = implement(eventsContract.attendEvent, ({ caller, params }) => setAttendance(caller, params.eventId, true));
