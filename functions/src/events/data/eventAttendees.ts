import type { EventAttendeeDoc } from '@app/schemas/events/entities';

import { entity } from '../../shared/data/entity';

/** event_attendees/{eventId}_{userId}: one registration per member and event. */
export const eventAttendees = entity<EventAttendeeDoc>('eventAttendees', { notFound: 'Iscrizione non trovata', stamps: ['registeredAt'] });
