import { diaryContract } from '@app/schemas/diary/contract';

import { implement } from '../../shared/route';
import { deleteDiaryEntry, ownDiaryEntry, requireDiaryConsent } from '../data/diary';

/** DELETE /api/diary/{entryId}: deletes one of the caller's entries of the last 7 days (another's is a 404). */
export const deleteDiaryEntryRoute = implement(diaryContract.deleteDiaryEntry, async ({ caller, params }) => {
  const entry = await ownDiaryEntry(caller.uid, params.entryId);
  await requireDiaryConsent(caller.uid);
  await deleteDiaryEntry(entry);
  return { id: entry.id };
});
