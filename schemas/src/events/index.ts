/** The events domain's public face: what other domains may import from it (docs/architecture.md). */
export type { CalendarEventDoc, EventAttendeeDoc } from './entities';
