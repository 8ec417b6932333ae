import { APPOINTMENT_MESSAGES, type LocationView, mapUrlOf, ONLINE_LOCATION_ID } from '@app/schemas/appointments/appointments';
import { practice, practiceHours, practiceStudios } from '@app/schemas/shared/practice';

import { NotFound } from '../shared/domainErrors';

const hours = practiceHours.flatMap(({ weekdays, opens, closes }) => weekdays.map((weekday) => ({ weekday, opens, closes })));

/** The six studios and the online visit, from the practice configuration the landing page shows. */
export const LOCATIONS: readonly LocationView[] = [
  ...practiceStudios.map((studio) => ({
    id: studio.id,
    name: studio.name,
    kind: 'studio' as const,
    address: studio.address,
    city: practice.city,
    mapUrl: mapUrlOf(studio.address),
    hours,
  })),
  { id: ONLINE_LOCATION_ID, name: 'Online', kind: 'online', address: null, city: null, mapUrl: null, hours },
];

/** The place of this id, or the Italian 404. */
export function locationOf(id: string): LocationView {
  const location = LOCATIONS.find((place) => place.id === id);
  if (!location) throw new NotFound(APPOINTMENT_MESSAGES.locationNotFound);
  return location;
}

/** The place as a message names it: 'Studio Prati, Via Cola di Rienzo 120, 00192 Roma' or 'Online'. */
export const placeLine = (location: LocationView) =>
  location.address ? `${location.name}, ${location.address}` : 'Online (videochiamata)';
