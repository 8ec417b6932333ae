import type { WeeklyHours } from '@app/schemas/appointments';
import { appointmentsContract } from '@app/schemas/contracts/appointments';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, keyOf, urlOf } from './client';

export const appointmentKeys = {
  mine: keyOf(appointmentsContract.listMyAppointments),
  slots: keyOf(appointmentsContract.listSlots),
  agenda: keyOf(appointmentsContract.listAgenda),
};

/** The six studios and online (their addresses and hours). */
export const useLocations = () => useQuery({ ...contractQuery(appointmentsContract.listLocations), staleTime: Infinity });

/** The member's upcoming and past appointments. */
export const myAppointmentsQuery = () => contractQuery(appointmentsContract.listMyAppointments);
export const useMyAppointments = () => useQuery(myAppointmentsQuery());

/** The free slots of a service at a place between two Rome days (disabled until all are chosen). */
export function useSlots(query: { serviceId: string; locationId: string; from: string; to: string } | null) {
  return useQuery({
    ...contractQuery(appointmentsContract.listSlots, { query: query ?? { serviceId: '', locationId: '', from: '', to: '' } }),
    enabled: query !== null,
  });
}

/** The .ics of an appointment, for the member's calendar. */
export const appointmentCalendarFileUrl = (id: string) => urlOf(appointmentsContract.appointmentCalendarFile, { params: { id } });

/** After a patient's change: the member's lists and the free slots. */
const refetchMine = (queryClient: QueryClient) =>
  Promise.all([appointmentKeys.mine, appointmentKeys.slots].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** The patient cancels an appointment; the lists and the slots are refetched. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(appointmentsContract.cancelAppointment, { params: { id } }),
    onSettled: () => refetchMine(queryClient),
  });
}

/** The patient moves an appointment to another free time; the lists and the slots are refetched. */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start, locationId }: { id: string; start: string; locationId: string }) =>
      api(appointmentsContract.rescheduleAppointment, { params: { id }, body: { start, locationId } }),
    onSettled: () => refetchMine(queryClient),
  });
}

/** The doctor's agenda between two Rome days. */
export const useAgenda = (from: string, to: string) => useQuery(contractQuery(appointmentsContract.listAgenda, { query: { from, to } }));

type AgendaAction = 'confirm' | 'decline' | 'cancel' | 'done' | 'missed';

/** One of the doctor's actions on an appointment; the agenda is refetched afterwards, also after a refusal. */
export function useAgendaAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AgendaAction }) => {
      const params = { id };
      if (action === 'confirm') return api(appointmentsContract.confirmAppointment, { params });
      if (action === 'decline') return api(appointmentsContract.declineAppointment, { params, body: {} });
      if (action === 'cancel') return api(appointmentsContract.cancelAdminAppointment, { params });
      return api(appointmentsContract.setAppointmentOutcome, { params, body: { status: action } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.agenda }),
  });
}

/** Declines every open request of one patient (the doctor, when a member holds the agenda). */
export function useDeclineMemberRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => api(appointmentsContract.declineMemberRequests, { params: { uid }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.agenda }),
  });
}

/** The doctor's weekly hours per place and the closed days from today on. */
export const useAvailability = () => useQuery(contractQuery(appointmentsContract.getAvailability));

/** After a change of the doctor's hours: the hours and the free slots. */
const refetchHours = (queryClient: QueryClient) =>
  Promise.all(
    [keyOf(appointmentsContract.getAvailability), appointmentKeys.slots].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/** Replaces the weekly hours of one place. */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, weekly }: { locationId: string; weekly: WeeklyHours[] }) =>
      api(appointmentsContract.setAvailability, { params: { locationId }, body: { weekly } }),
    onSettled: () => refetchHours(queryClient),
  });
}

/** A closed day of one place or, without one, of the whole practice. */
export function useAddClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; locationId: string | null; reason: string }) =>
      api(appointmentsContract.addAvailabilityException, { body }),
    onSettled: () => refetchHours(queryClient),
  });
}

/** The doctor fixes an appointment for a patient, or moves one; the agenda is refetched afterwards. */
export function useCreateAdminAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { uid: string; serviceId: string; locationId: string; start: string }) =>
      api(appointmentsContract.createAdminAppointment, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.agenda }),
  });
}

export function useMoveAdminAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start, locationId }: { id: string; start: string; locationId: string }) =>
      api(appointmentsContract.moveAdminAppointment, { params: { id }, body: { start, locationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.agenda }),
  });
}
