import { diaryEntryBody, diaryEntryView } from '@app/schemas/diary';
import { z } from 'zod';

import { ownDiaryEntry, replaceDiaryEntry, requireDiaryConsent } from '../../data/diary';
import { documentIdParam } from '../../data/documentId';
import { defineRoute } from '../route';
import { diaryEntryViewOf } from './diaryViews';

export const entryIdParams = z.object({ entryId: documentIdParam('Annotazione non trovata') });

/** PUT /api/diary/{entryId}: replaces one of the caller's entries of the last 7 days (another's is a 404). */
export const updateDiaryEntryRoute = defineRoute({
  method: 'put',
  path: '/diary/:entryId',
  access: 'member',
  summary: 'Modifica una annotazione degli ultimi 7 giorni',
  params: entryIdParams,
  body: diaryEntryBody,
  response: diaryEntryView,
  async handler({ caller, params, body }) {
    const entry = await ownDiaryEntry(caller.uid, params.entryId);
    await requireDiaryConsent(caller.uid);
    return diaryEntryViewOf(await replaceDiaryEntry(entry, body));
  },
});
