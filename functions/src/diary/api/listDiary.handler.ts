import { diaryContract } from '@app/schemas/diary/contract';

import { implement } from '../../shared/route';
import { diaryCommentsIn, diaryEntriesIn, firstEditableDay, requireDiaryConsent } from '../data/diary';
import { diaryCommentViewOf, diaryEntryViewOf } from './diaryViews';

/**
 * GET /api/diary?from=&to=: the caller's entries of those days (in Rome, at most 92) and the doctor's
 * comments on them. Three round trips: the consent, then the entries and the comments in parallel.
 */
export const listDiaryRoute = implement(diaryContract.listDiary, async ({ caller, query }) => {
  await requireDiaryConsent(caller.uid);
  const [entries, comments] = await Promise.all([diaryEntriesIn(caller.uid, query), diaryCommentsIn(caller.uid, query)]);
  const firstEditable = firstEditableDay();
  return {
    from: query.from,
    to: query.to,
    entries: entries.map((entry) => diaryEntryViewOf(entry, firstEditable)),
    comments: comments.map(diaryCommentViewOf),
  };
});
