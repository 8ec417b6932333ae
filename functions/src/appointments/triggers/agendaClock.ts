import { onSchedule } from 'firebase-functions/v2/scheduler';

import { REGION } from '../../shared/region';
import { runAgendaClock } from '../reminders';

/**
 * Every 15 minutes: the appointments' reminders (one per appointment, even if a run repeats) and the
 * expiry of unanswered requests. Locally, where Cloud Scheduler cannot fire, `npm run agenda:clock`.
 */
export const agendaClock = onSchedule({ schedule: 'every 15 minutes', timeZone: 'Europe/Rome', region: REGION }, async () => {
  const outcome = await runAgendaClock();
  console.log(`Agenda: ${outcome.reminded} promemoria, ${outcome.expired} richieste scadute`);
});
