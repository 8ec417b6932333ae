import { EVENT_MESSAGES } from '@app/schemas/events';
import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';

/** /events/:eventId/…: an id that can name no event is the event's 404. */
export const eventParams = z.object({ eventId: documentIdParam(EVENT_MESSAGES.notFound) });
