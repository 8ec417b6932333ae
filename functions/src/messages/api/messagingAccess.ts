import { MESSAGING_CLOSED, type MessagingStatus } from '@app/schemas/messages/messages';
import { practiceSupport } from '@app/schemas/shared/practice';
import { addDays, romeDayOf } from '@app/schemas/shared/romeTime';

import { isPracticeClosedOn, practiceClosedDaysBetween } from '../../appointments/data/availability';
import type { ConversationDoc } from '../data/messages';

/**
 * Who may write (docs/messages.md): the doctor's choice first (opened or closed), otherwise a
 * remote package that has not ended at `now` (the request's clock).
 */
export function messagingAccess(conversation: ConversationDoc | undefined, now: number): { canWrite: boolean; reason: string | null } {
  if (conversation?.enabled === false) return { canWrite: false, reason: MESSAGING_CLOSED.closed };
  if (conversation?.enabled === true) return { canWrite: true, reason: null };
  const ends = conversation?.packageEndsAt?.getTime();
  return ends !== undefined && ends > now ? { canWrite: true, reason: null } : { canWrite: false, reason: MESSAGING_CLOSED.noPackage };
}

/**
 * Whether the support is closed on a day of Rome: the practice's closed weekdays (Sundays), or a
 * day the agenda closes the whole practice (a closed day without a place). The weekday needs no
 * read; any other day costs one round trip.
 */
export async function isSupportClosedDay(day: string): Promise<boolean> {
  return isClosedWeekday(day) || (await isPracticeClosedOn(day));
}

const isClosedWeekday = (day: string) => practiceSupport.closedWeekdays.includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/** How far ahead the automatic reply looks for the day the support opens again. */
const RESUME_HORIZON_DAYS = 31;

/**
 * The first day after `day` on which the support is open (neither a closed weekday nor a day the
 * agenda closes the whole practice): what the automatic reply names. One round trip.
 */
export async function supportResumesOn(day: string): Promise<string> {
  const closed = await practiceClosedDaysBetween(addDays(day, 1), addDays(day, RESUME_HORIZON_DAYS));
  for (let ahead = 1; ahead <= RESUME_HORIZON_DAYS; ahead++) {
    const next = addDays(day, ahead);
    if (!isClosedWeekday(next) && !closed.has(next)) return next;
  }
  return addDays(day, RESUME_HORIZON_DAYS + 1);
}

/** The caller's messaging status: what the thread shows above the composer. */
export async function messagingStatusOf(conversation: ConversationDoc | undefined, now: number): Promise<MessagingStatus> {
  const access = messagingAccess(conversation, now);
  return {
    ...access,
    packageEndsAt: conversation?.packageEndsAt?.toISOString() ?? null,
    usualAnswer: practiceSupport.usualAnswer,
    closedToday: await isSupportClosedDay(romeDayOf(new Date(now))),
    hasMessages: Boolean(conversation?.lastMessage),
  };
}
