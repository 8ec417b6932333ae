import './node22';

import { emulatorEnv } from './stack';

/**
 * The FODMAP reminders on the local stack, where Cloud Scheduler cannot fire:
 * `npm run fodmap:reminders` sends today's (or `-- 2026-11-20`'s, as that evening's run would).
 */
Object.assign(process.env, emulatorEnv());
// Imported after the environment points the Admin SDK at the emulators.
const { romeDayOf } = await import('@app/schemas/shared/romeTime');
const { sendFodmapReminders } = await import('../functions/src/fodmap/data/fodmapReminders');

const day = process.argv.slice(2).find((argument) => /^\d{4}-\d{2}-\d{2}$/.test(argument)) ?? romeDayOf(new Date());
console.log(`Promemoria FODMAP del ${day}: ${await sendFodmapReminders(day)} nuovi`);
process.exit(0);
