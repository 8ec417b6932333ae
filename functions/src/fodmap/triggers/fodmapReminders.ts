import { romeDayOf } from '@app/schemas/shared/romeTime';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { REGION } from '../../shared/region';
import { sendFodmapReminders } from '../data/fodmapReminders';

/**
 * Every evening at 20:00 in Rome, the FODMAP days not reported by the evening after them become
 * reminders (docs/fodmap.md). Idempotent: each day's reminder is created once. (The local stack
 * has no Pub/Sub emulator: `npm run fodmap:reminders` runs it on demand.)
 */
export const fodmapReminders = onSchedule({ schedule: '0 20 * * *', timeZone: 'Europe/Rome', region: REGION }, async () => {
  await sendFodmapReminders(romeDayOf(new Date()));
});
