import './node22';

import { emulatorEnv } from './stack';

/**
 * The daily analytics snapshot on the local stack, where Cloud Scheduler cannot fire (no Pub/Sub
 * emulator offline). `npm run snapshot` writes yesterday's (or `-- 2026-03-29`'s);
 * `--backfill=90` writes the snapshots missing among the last 90 days, oldest first so each
 * continues the one before (npm start and npm test run it after seeding).
 */
Object.assign(process.env, emulatorEnv());
// Imported after the environment points the Admin SDK at the emulators.
const { addDays, romeDayOf } = await import('@app/schemas/shared/romeTime');
const { daysWithoutSnapshot, writeDaySnapshot } = await import('../functions/src/analytics/data/analytics');

const backfill = process.argv.find((argument) => argument.startsWith('--backfill='));
const yesterday = addDays(romeDayOf(new Date()), -1);

if (backfill) {
  const count = Number(backfill.split('=')[1]);
  const days = Array.from({ length: count }, (_, index) => addDays(yesterday, index - count + 1));
  const missing = await daysWithoutSnapshot(days);
  for (const day of missing) await writeDaySnapshot(day);
  console.log(`[stack] Analytics: ${missing.length} istantanee giornaliere scritte (ultimi ${count} giorni).`);
} else {
  const day = process.argv.slice(2).find((argument) => /^\d{4}-\d{2}-\d{2}$/.test(argument)) ?? yesterday;
  const snapshot = await writeDaySnapshot(day);
  console.log(`Istantanea del ${day}: ${JSON.stringify(snapshot.figures)}`);
}
process.exit(0);
