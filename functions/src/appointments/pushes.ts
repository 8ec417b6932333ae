/** The agenda's push notifications (docs/push.md): the day and time only, never the service or the place. */
import type { PushPayload } from '@app/schemas/notifications/push';

import type { NotificationPushes } from '../notifications/push/notificationPush';
import { formatRomeDateTime } from '../shared/format';
import { appointments } from './data/appointments';

/**
 * The appointment's reminder names the day and time in full ('lunedì 23 novembre 2026 alle 10:30'),
 * not 'domani': a notification left on the screen past midnight stays true.
 */
export const reminderPush = (appointmentId: string, start: Date): PushPayload => ({
  title: 'Promemoria appuntamento',
  body: `Hai un appuntamento ${formatRomeDateTime(start)}.`,
  url: '/',
  tag: `appointment-${appointmentId}`,
});

/**
 * The agenda's pushes by notification type (app/notificationPushes.ts gathers them). The reminder
 * reads its appointment as it is now: one cancelled or moved since is not announced.
 */
export const APPOINTMENT_PUSHES: NotificationPushes = {
  appointment_reminder: async ({ relatedId }) => {
    const appointment = relatedId ? await appointments.find(relatedId) : undefined;
    return appointment?.status === 'confirmed' ? reminderPush(appointment.id, appointment.start) : undefined;
  },
};
