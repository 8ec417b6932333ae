import { addDays, romeDayOf } from '@app/schemas/shared/romeTime';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { REGION } from '../../shared/region';
import { writeDaySnapshot } from '../data/analytics';

/**
 * Every night at 00:10 in Rome, the snapshot of the day before. Recomputed from the data with a
 * set, so a retried run writes the same document and never counts twice. (The local stack has
 * no Pub/Sub emulator: there `npm start` fills in the missing days and `npm run snapshot` runs
 * it on demand.)
 */
export const dailyAnalyticsSnapshot = onSchedule({ schedule: '10 0 * * *', timeZone: 'Europe/Rome', region: REGION }, async () => {
  await writeDaySnapshot(addDays(romeDayOf(new Date()), -1));
});
