import { diaryContract } from '@app/schemas/diary/contract';
import type { DiaryEntryFields } from '@app/schemas/diary/diary';

import { implement } from '../../shared/route';
import { insertDiaryEntry, insertDiaryEntryOnce, requireDiaryConsent } from '../data/diary';
import { diaryEntryViewOf } from './diaryViews';

/**
 * POST /api/diary: a new entry of the caller's diary (a meal, symptoms, a stool…). With a clientId
 * (the offline outbox) a repeat stores nothing and answers the stored entry, 201 as the first time.
 */
export const createDiaryEntryRoute = implement(diaryContract.createDiaryEntry, async ({ caller, body }) => {
  await requireDiaryConsent(caller.uid);
  const { clientId, ...fields } = body;
  const entry = clientId
    ? await insertDiaryEntryOnce(caller.uid, clientId, fields as DiaryEntryFields)
    : await insertDiaryEntry(caller.uid, fields as DiaryEntryFields);
  return diaryEntryViewOf(entry);
});
