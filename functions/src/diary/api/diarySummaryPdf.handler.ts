import { diaryContract } from '@app/schemas/diary/contract';

import { Download, implement } from '../../shared/route';
import { requireDiaryConsent } from '../data/diary';
import { diarySummaryPdf } from '../summaryPdf';
import { diaryOfRange, rangeOrDefault, summaryFilename, summaryOf } from './diaryOfRange';

/** GET /api/diary/summary.pdf?from=&to=: the patient's own one-page summary (by default the 30 days before the next visit, or up to today). */
export const diarySummaryPdfRoute = implement(diaryContract.diarySummaryPdf, async ({ caller, query, request }) => {
  await requireDiaryConsent(caller.uid);
  const range = await rangeOrDefault(caller.uid, query, new Date(request.now));
  const pdf = await diarySummaryPdf(summaryOf(await diaryOfRange(caller.uid, range), range));
  return new Download('application/pdf', pdf, summaryFilename(range));
});
