import { diaryDayOf } from '@app/schemas/diary';
import { FODMAP_GROUP_NAMES, fodmapGroup, type FodmapProtocolDoc, type FodmapView } from '@app/schemas/fodmap';
import { eliminationDaysLeft, eliminationEndOf, firstAllowedStart, type FodmapGroup, phaseOf } from '@app/schemas/fodmapRules';

import { Invalid } from '../../app/domainErrors';

/** The request's day in Rome (the test clock's on the emulators). */
export const todayOf = (now: number) => diaryDayOf(new Date(now));

/** A protocol as the patient and the doctor read it on `today`. */
export function fodmapViewOf(protocol: FodmapProtocolDoc, today: string): FodmapView {
  return {
    phase: phaseOf(protocol, today),
    eliminationStart: protocol.eliminationStart,
    eliminationWeeks: protocol.eliminationWeeks,
    eliminationEnd: eliminationEndOf(protocol),
    eliminationDaysLeft: eliminationDaysLeft(protocol, today),
    nextStartFrom: firstAllowedStart(protocol),
    today,
    challenges: protocol.challenges.map((challenge) => ({
      group: challenge.group,
      name: FODMAP_GROUP_NAMES[challenge.group],
      food: challenge.food,
      unit: challenge.unit,
      portions: challenge.portions,
      status: challenge.status,
      startedOn: challenge.startedOn,
      days: challenge.days,
      outcome: challenge.outcome,
      toleratedPortion: challenge.toleratedPortion,
    })),
  };
}

/** The group of a path: an unknown one is a 400 (it names no group rather than a missing document). */
export function groupOf(value: string): FodmapGroup {
  const parsed = fodmapGroup.safeParse(value);
  if (!parsed.success) throw new Invalid(parsed.error.issues[0]!.message);
  return parsed.data;
}
