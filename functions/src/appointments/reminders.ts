import { appointmentRules } from '@app/schemas/appointments/appointments';

import { Conflict } from '../shared/domainErrors';
import { appointmentsToRemind, changeAppointment, claimReminder, expiredRequests } from './data/appointments';
import { noticeOf } from './notices';

const HOUR_MS = 60 * 60 * 1000;
/** Appointments handled per run at most (a run every 15 minutes sees a quarter of an hour's worth). */
const PER_RUN = 200;

/**
 * What the agenda does by the clock (every 15 minutes, and on demand locally): the reminder of each
 * confirmed appointment starting within 24 hours, once per appointment and start (claimReminder),
 * and the expiry of requests left unanswered, which frees their time. Safe to run twice, or at once.
 */
export async function runAgendaClock(now = new Date()): Promise<{ reminded: number; expired: number }> {
  const reminded = await sendReminders(now);
  let expired = 0;
  for (const request of await expiredRequests(now, PER_RUN)) {
    try {
      await changeAppointment(request, { status: 'expired', expiresAt: null }, { release: true });
      expired++;
    } catch (error) {
      if (!(error instanceof Conflict)) throw error; // answered or expired meanwhile
    }
  }
  return { reminded, expired };
}

/**
 * The reminders due at `now`: each confirmed appointment starting within 24 hours gets its notice
 * (the e-mail and the push follow from it), once per appointment and start. Answers how many went.
 */
export async function sendReminders(now: Date): Promise<number> {
  const due = await appointmentsToRemind(now, new Date(now.getTime() + appointmentRules.reminderHoursBefore * HOUR_MS), PER_RUN);
  let reminded = 0;
  for (const appointment of due) {
    if (await claimReminder(appointment, noticeOf('reminder', appointment, appointment.userId))) reminded++;
  }
  return reminded;
}
