import { diaryContract } from '@app/schemas/diary/contract';

import { implement } from '../../shared/route';
import { ownDiaryEntry, replaceDiaryEntry, requireDiaryConsent } from '../data/diary';
import { diaryEntryViewOf } from './diaryViews';

/** PUT /api/diary/{entryId}: replaces one of the caller's entries of the last 7 days (another's is a 404). */
export const updateDiaryEntryRoute = implement(diaryContract.updateDiaryEntry, async ({ caller, params, body }) => {
  const entry = await ownDiaryEntry(caller.uid, params.entryId);
  await requireDiaryConsent(caller.uid);
  return diaryEntryViewOf(await replaceDiaryEntry(entry, body));
});
