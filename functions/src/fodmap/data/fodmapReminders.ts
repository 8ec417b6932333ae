/**
 * The daily FODMAP reminder (docs/fodmap.md): a challenge's day not reported by the evening after
 * it becomes a notification in the app; the notification's e-mail follows by its trigger, if the
 * patient keeps the reminders' e-mails on. Once per day of a challenge, whatever the runs.
 */
import { FODMAP_GROUP_NAMES } from '@app/schemas/fodmap/fodmap';
import { italianDayOf, overdueDayOf } from '@app/schemas/fodmap/fodmapRules';
import { notificationInsert } from '@app/schemas/notifications/entities';

import { notifications } from '../../notifications/data/notifications';
import { createdUnlessExists } from '../../shared/firestoreErrors';
import { protocolsWithActiveChallenge } from './fodmap';

/** Sends the reminders due on `today` (a day in Rome); answers how many were new. */
export async function sendFodmapReminders(today: string): Promise<number> {
  let sent = 0;
  for (const protocol of await protocolsWithActiveChallenge()) {
    const overdue = overdueDayOf(protocol, today);
    if (!overdue) continue;
    const insert = notificationInsert.parse({
      userId: protocol.userId,
      type: 'fodmap_reminder',
      title: `Segna il giorno ${overdue.day} della prova FODMAP`,
      message: `Non hai ancora segnato i sintomi del ${italianDayOf(overdue.date)} (prova del ${FODMAP_GROUP_NAMES[overdue.group].toLowerCase()}).`,
      relatedId: overdue.group,
    });
    // One id per day of a challenge: a second run (or a retried one) creates nothing.
    const id = `fodmap_${protocol.userId}_${overdue.group}_${overdue.day}_${protocol.challenges.find((item) => item.group === overdue.group)!.startedOn}`;
    if (await createdUnlessExists(notifications.ref(id).create(notifications.insertData(insert)))) sent += 1;
  }
  return sent;
}
