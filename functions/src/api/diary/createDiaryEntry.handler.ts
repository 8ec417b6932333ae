import { diaryContract } from '@app/schemas/contracts/diary';

import { insertDiaryEntry, requireDiaryConsent } from '../../data/diary';
import { implement } from '../route';
import { diaryEntryViewOf } from './diaryViews';

/** POST /api/diary: a new entry of the caller's diary (a meal, symptoms, a stool…). */
export const createDiaryEntryRoute = implement(diaryContract.createDiaryEntry, async ({ caller, body }) => {
  await requireDiaryConsent(caller.uid);
  return diaryEntryViewOf(await insertDiaryEntry(caller.uid, body));
});
