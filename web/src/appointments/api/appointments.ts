import type { BookAppointmentBody, WeeklyHours } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy, urlOf } from '../../shared/api/client';

/** The six studios and online (their addresses and hours). */
export const useLocations = () => useQuery({ ...contractQuery(appointmentsContract.listLocations), staleTime: Infinity });

/** The member's upcoming and past appointments. */
export const myAppointmentsQuery = () => contractQuery(appointmentsContract.listMyAppointments);
export const useMyAppointments = () => useQuery(myAppointmentsQuery());

/**
 * The free slots of a service at several places between two Rome days, one read per place, merged
 * in time order: `pending` until every place answered, `failed` if one could not.
 */
export function useSlotsAtPlaces(serviceId: string, locationIds: readonly string[], from: string, to: string) {
  return useQueries({
    queries: locationIds.map((locationId) => contractQuery(appointmentsContract.listSlots, { query: { serviceId, locationId, from, to } })),
    combine: (results) => ({
      slots: results.flatMap((result) => result.data ?? []).sort((a, b) => a.start.localeCompare(b.start)),
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
    }),
  });
}

/** The .ics of an appointment, for the member's calendar. */
export const appointmentCalendarFileUrl = (id: string) => urlOf(appointmentsContract.appointmentCalendarFile, { params: { id } });

/** The patient books a visit without an order: a control included in her package (`packageOrderId`, docs/payments.md). */
export function useBookAppointment() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.bookAppointment),
    mutationFn: (body: BookAppointmentBody) => api(appointmentsContract.bookAppointment, { body }),
  });
}

/** The patient cancels an appointment (what it changes is read again: the contract's `invalidates`). */
export function useCancelAppointment() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.cancelAppointment),
    mutationFn: (id: string) => api(appointmentsContract.cancelAppointment, { params: { id } }),
  });
}

/** The patient moves an appointment to another free time. */
export function useRescheduleAppointment() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.rescheduleAppointment),
    mutationFn: ({ id, start, locationId }: { id: string; start: string; locationId: string }) =>
      api(appointmentsContract.rescheduleAppointment, { params: { id }, body: { start, locationId } }),
  });
}

/** The doctor's agenda between two Rome days. */
export const useAgenda = (from: string, to: string) => useQuery(contractQuery(appointmentsContract.listAgenda, { query: { from, to } }));

type AgendaAction = 'confirm' | 'decline' | 'cancel' | 'done' | 'missed';

/** One of the doctor's actions on an appointment; the agenda is read again afterwards, also after a 409. */
export function useAgendaAction({
  onSuccess,
  onError,
}: {
  onSuccess?: (view: unknown, variables: { id: string; action: AgendaAction }) => void;
  onError?: (error: Error) => void;
} = {}) {
  return useMutation({
    // In the hook's options, not in mutate's: a confirmed request leaves the requests' list (its row
    // unmounts) when the agenda is read again, and mutate's callbacks would then never run.
    onSuccess,
    onError,
    meta: invalidatedBy(
      appointmentsContract.confirmAppointment,
      appointmentsContract.declineAppointment,
      appointmentsContract.cancelAdminAppointment,
      appointmentsContract.setAppointmentOutcome,
    ),
    mutationFn: ({ id, action }: { id: string; action: AgendaAction }) => {
      const params = { id };
      if (action === 'confirm') return api(appointmentsContract.confirmAppointment, { params });
      if (action === 'decline') return api(appointmentsContract.declineAppointment, { params, body: {} });
      if (action === 'cancel') return api(appointmentsContract.cancelAdminAppointment, { params });
      return api(appointmentsContract.setAppointmentOutcome, { params, body: { status: action } });
    },
  });
}

/**
 * The doctor reopens a confirmed visit as a request (the confirmation's 'Annulla', or later from the
 * agenda). What follows is in the hook's own options, not in mutate's: the toast's 'Annulla' may be
 * pressed once the row that confirmed has left the requests' list, and mutate's callbacks would
 * then never run.
 */
export function useReopenAppointment({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.reopenAppointment),
    mutationFn: (id: string) => api(appointmentsContract.reopenAppointment, { params: { id } }),
    onSuccess,
    onError,
  });
}

/** Declines every open request of one patient (the doctor, when a member holds the agenda). */
export function useDeclineMemberRequests() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.declineMemberRequests),
    mutationFn: (uid: string) => api(appointmentsContract.declineMemberRequests, { params: { uid }, body: {} }),
  });
}

/** The doctor's weekly hours per place and the closed days from today on. */
export const useAvailability = () => useQuery(contractQuery(appointmentsContract.getAvailability));

/** Replaces the weekly hours of one place. */
export function useSetAvailability() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.setAvailability),
    mutationFn: ({ locationId, weekly }: { locationId: string; weekly: WeeklyHours[] }) =>
      api(appointmentsContract.setAvailability, { params: { locationId }, body: { weekly } }),
  });
}

/** What a closed day is made of: the same for adding and for correcting one. */
export type ClosedDayBody = { date: string; locationId: string | null; reason: string };

/** A closed day of one place or, without one, of the whole practice. */
export function useAddClosedDay() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.addAvailabilityException),
    mutationFn: (body: ClosedDayBody) => api(appointmentsContract.addAvailabilityException, { body }),
  });
}

/** A closed day corrected in place (day, place, reason). */
export function useUpdateClosedDay() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.updateAvailabilityException),
    mutationFn: ({ id, ...body }: ClosedDayBody & { id: string }) =>
      api(appointmentsContract.updateAvailabilityException, { params: { id }, body }),
  });
}

/** A closed day deleted: the day is bookable again within the place's hours. */
export function useDeleteClosedDay() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.deleteAvailabilityException),
    mutationFn: (id: string) => api(appointmentsContract.deleteAvailabilityException, { params: { id } }),
  });
}

/** The doctor fixes an appointment for a patient, or moves one. */
export function useCreateAdminAppointment() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.createAdminAppointment),
    mutationFn: (body: { uid: string; serviceId: string; locationId: string; start: string }) =>
      api(appointmentsContract.createAdminAppointment, { body }),
  });
}

export function useMoveAdminAppointment() {
  return useMutation({
    meta: invalidatedBy(appointmentsContract.moveAdminAppointment),
    mutationFn: ({ id, start, locationId }: { id: string; start: string; locationId: string }) =>
      api(appointmentsContract.moveAdminAppointment, { params: { id }, body: { start, locationId } }),
  });
}
