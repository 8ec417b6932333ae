import { appointmentRules } from '@app/schemas/appointments/appointments';

const HOUR_MS = 60 * 60 * 1000;

/** When a request made now expires unanswered: after the expiry time, or at its start if sooner. */
export const expiryOf = (now: Date, start: Date) =>
  new Date(Math.min(now.getTime() + appointmentRules.pendingExpiryHours * HOUR_MS, start.getTime()));
