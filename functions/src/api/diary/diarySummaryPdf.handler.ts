import { optionalDiaryRangeQuery } from '@app/schemas/diary';

import { requireDiaryConsent } from '../../data/diary';
import { diarySummaryPdf } from '../../diary/summaryPdf';
import { defineRoute, Download } from '../route';
import { diaryOfRange, rangeOrDefault, summaryFilename, summaryOf } from './diaryOfRange';

/** GET /api/diary/summary.pdf?from=&to=: the patient's own one-page summary (the last 30 days by default). */
export const diarySummaryPdfRoute = defineRoute({
  method: 'get',
  path: '/diary/summary.pdf',
  access: 'member',
  summary: 'Il riepilogo PDF del proprio diario (ultimi 30 giorni se non indicato)',
  query: optionalDiaryRangeQuery,
  response: { contentType: 'application/pdf' },
  async handler({ caller, query }) {
    await requireDiaryConsent(caller.uid);
    const range = rangeOrDefault(query);
    const pdf = await diarySummaryPdf(summaryOf(await diaryOfRange(caller.uid, range), range));
    return new Download('application/pdf', pdf, summaryFilename(range));
  },
});
