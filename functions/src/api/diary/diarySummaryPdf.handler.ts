import { diaryContract } from '@app/schemas/contracts/diary';

import { requireDiaryConsent } from '../../data/diary';
import { diarySummaryPdf } from '../../diary/summaryPdf';
import { Download, implement } from '../route';
import { diaryOfRange, rangeOrDefault, summaryFilename, summaryOf } from './diaryOfRange';

/** GET /api/diary/summary.pdf?from=&to=: the patient's own one-page summary (the last 30 days by default). */
export const diarySummaryPdfRoute = implement(diaryContract.diarySummaryPdf, async ({ caller, query }) => {
  await requireDiaryConsent(caller.uid);
  const range = rangeOrDefault(query);
  const pdf = await diarySummaryPdf(summaryOf(await diaryOfRange(caller.uid, range), range));
  return new Download('application/pdf', pdf, summaryFilename(range));
});
