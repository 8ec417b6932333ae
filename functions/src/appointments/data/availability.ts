/** The doctor's weekly hours per place and the closed days (docs/appointments.md). */
import { APPOINTMENT_MESSAGES, type AvailabilityException, type WeeklyHours } from '@app/schemas/appointments/appointments';
import type { ServiceDoc } from '@app/schemas/services/entities';
import { isDocumentId } from '@app/schemas/shared/documentId';

import { services } from '../../services/data/services';
import { entity } from '../../shared/data/entity';
import { db } from '../../shared/firebase';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

interface AvailabilityDoc {
  id: string;
  weekly: WeeklyHours[];
}
type ExceptionDoc = AvailabilityException & { createdAt: Date };

export const availability = entity<AvailabilityDoc>('availability', { notFound: 'Disponibilità non trovata', stamps: ['updatedAt'] });
export const availabilityExceptions = entity<ExceptionDoc>('availabilityExceptions', {
  notFound: APPOINTMENT_MESSAGES.closedDayNotFound,
  stamps: ['createdAt'],
});

/** Closed days read at most (a year of holidays and absences is a few dozen). */
export const EXCEPTIONS_LIMIT = 500;

export async function setWeeklyHours(locationId: string, weekly: WeeklyHours[]): Promise<void> {
  await availability.ref(locationId).set(availability.insertData({ weekly }));
}

/** Every place's weekly hours: one round trip. */
export async function allWeeklyHours(): Promise<Map<string, WeeklyHours[]>> {
  const snapshot = await availability.typed.get();
  return new Map(snapshot.docs.map((document) => [document.id, document.data().weekly]));
}

/** Deletes a closed day (the doctor's change of plan): the Italian 404 when there is none of that id. */
export async function deleteException(id: string): Promise<void> {
  await availabilityExceptions.byId(id);
  await availabilityExceptions.ref(id).delete();
}

/**
 * Corrects a closed day in place (day, place, reason): one write whose update fails on a missing
 * document, so an unknown id, or one deleted meanwhile, is the Italian 404 without a read first.
 */
export async function updateException(id: string, exception: Omit<AvailabilityException, 'id'>): Promise<AvailabilityException> {
  const { date, locationId, reason } = exception;
  try {
    await availabilityExceptions.ref(id).update({ date, locationId, reason });
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.notFound)) throw availabilityExceptions.notFound();
    throw error;
  }
  return { id, date, locationId, reason };
}

export async function addException(exception: Omit<AvailabilityException, 'id'>): Promise<AvailabilityException> {
  const reference = availabilityExceptions.newRef();
  await reference.create(availabilityExceptions.insertData(exception));
  return { id: reference.id, ...exception };
}

/** The closed days from `from` to `to` (Rome days, inclusive), or all from `from` on: one round trip. */
export async function exceptionsBetween(from: string, to?: string): Promise<AvailabilityException[]> {
  let query = availabilityExceptions.typed.where('date', '>=', from);
  if (to) query = query.where('date', '<=', to);
  const snapshot = await query.orderBy('date').limit(EXCEPTIONS_LIMIT).get();
  return snapshot.docs.map((document) => {
    const { id, date, locationId, reason } = document.data();
    return { id, date, locationId, reason };
  });
}

/** The Rome days between `from` and `to` (included) on which the whole practice is closed (a closed day without a place): one round trip. */
export async function practiceClosedDaysBetween(from: string, to: string): Promise<Set<string>> {
  return new Set(
    (await exceptionsBetween(from, to)).filter((exception) => exception.locationId === null).map((exception) => exception.date),
  );
}

/** Whether the whole practice is closed on a Rome day: one round trip. */
export async function isPracticeClosedOn(day: string): Promise<boolean> {
  return (await practiceClosedDaysBetween(day, day)).has(day);
}

/** A service and the weekly hours of a place, in one round trip (the first of a slots query). */
export async function serviceAndHours(
  serviceId: string,
  locationId: string,
): Promise<{ service: ServiceDoc | undefined; weekly: WeeklyHours[] }> {
  if (!isDocumentId(serviceId)) return { service: undefined, weekly: [] };
  const [serviceSnapshot, hoursSnapshot] = await db.getAll(services.typed.doc(serviceId), availability.typed.doc(locationId));
  return {
    service: serviceSnapshot?.exists ? (serviceSnapshot.data() as ServiceDoc) : undefined,
    weekly: hoursSnapshot?.exists ? (hoursSnapshot.data() as AvailabilityDoc).weekly : [],
  };
}
