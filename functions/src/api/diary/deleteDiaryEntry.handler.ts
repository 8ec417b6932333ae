import { z } from 'zod';

import { deleteDiaryEntry, ownDiaryEntry, requireDiaryConsent } from '../../data/diary';
import { defineRoute } from '../route';
import { entryIdParams } from './updateDiaryEntry.handler';

/** DELETE /api/diary/{entryId}: deletes one of the caller's entries of the last 7 days (another's is a 404). */
export const deleteDiaryEntryRoute = defineRoute({
  method: 'delete',
  path: '/diary/:entryId',
  access: 'member',
  summary: 'Elimina una annotazione degli ultimi 7 giorni',
  params: entryIdParams,
  response: z.object({ id: z.string() }),
  async handler({ caller, params }) {
    const entry = await ownDiaryEntry(caller.uid, params.entryId);
    await requireDiaryConsent(caller.uid);
    await deleteDiaryEntry(entry);
    return { id: entry.id };
  },
});
