import { diaryDayOf } from '@app/schemas/diary/diary';
import { fodmapGroup } from '@app/schemas/fodmap/fodmap';
import type { FodmapGroup } from '@app/schemas/fodmap/fodmapRules';

import { Invalid } from '../../shared/domainErrors';

export { fodmapViewOf } from '@app/schemas/fodmap/fodmap';

/** The request's day in Rome (the test clock's on the emulators). */
export const todayOf = (now: number) => diaryDayOf(new Date(now));

/** The group of a path: an unknown one is a 400 (it names no group rather than a missing document). */
export function groupOf(value: string): FodmapGroup {
  const parsed = fodmapGroup.safeParse(value);
  if (!parsed.success) throw new Invalid(parsed.error.issues[0]!.message);
  return parsed.data;
}
