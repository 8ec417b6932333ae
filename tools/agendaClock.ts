import './node22';

import { emulatorEnv } from './stack';

/**
 * The agenda's scheduled run (reminders, expired requests) on the local stack, where Cloud Scheduler
 * cannot fire: `npm run agenda:clock` runs it once, now.
 */
Object.assign(process.env, emulatorEnv());
// Imported after the environment points the Admin SDK at the emulators.
const { runAgendaClock } = await import('../functions/src/appointments/reminders');

const outcome = await runAgendaClock();
console.log(`Agenda: ${outcome.reminded} promemoria accodati, ${outcome.expired} richieste scadute.`);
process.exit(0);
