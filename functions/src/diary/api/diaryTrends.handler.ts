import { diaryContract } from '@app/schemas/diary/contract';

import { implement } from '../../shared/route';
import { requireDiaryConsent } from '../data/diary';
import { diaryOfRange, rangeOrDefault, trendsOf } from './diaryOfRange';

/**
 * GET /api/diary/trends?from=&to=: the caller's own trends over a range (by default the 30 days before the
 * next visit, or up to today), the figures the doctor sees of her diary. Only her uid is read: no other
 * member's data can be asked for.
 */
export const diaryTrendsRoute = implement(diaryContract.diaryTrends, async ({ caller, query, request }) => {
  await requireDiaryConsent(caller.uid);
  const range = await rangeOrDefault(caller.uid, query, new Date(request.now));
  return trendsOf(await diaryOfRange(caller.uid, range), range);
});
