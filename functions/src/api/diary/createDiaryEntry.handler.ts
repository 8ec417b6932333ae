import { diaryEntryBody, diaryEntryView } from '@app/schemas/diary';

import { insertDiaryEntry, requireDiaryConsent } from '../../data/diary';
import { defineRoute } from '../route';
import { diaryEntryViewOf } from './diaryViews';

/** POST /api/diary: a new entry of the caller's diary (a meal, symptoms, a stool…). */
export const createDiaryEntryRoute = defineRoute({
  method: 'post',
  path: '/diary',
  access: 'member',
  summary: 'Aggiunge una annotazione al proprio diario',
  body: diaryEntryBody,
  response: diaryEntryView,
  status: 201,
  async handler({ caller, body }) {
    await requireDiaryConsent(caller.uid);
    return diaryEntryViewOf(await insertDiaryEntry(caller.uid, body));
  },
});
