/** The events domain's public face: what other domains may import from it (docs/architecture.md). */
export { eventAttendees } from './data/eventAttendees';
export { deleteRegistrationsOf, unregister } from './data/eventRegistration';
export { countUpcomingEvents } from './data/events';
