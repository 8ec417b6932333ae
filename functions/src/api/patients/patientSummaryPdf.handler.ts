import { patientsContract } from '@app/schemas/contracts/patients';

import { diarySummaryPdf } from '../../diary/summaryPdf';
import { diaryOfRange, rangeOrDefault, summaryFilename, summaryOf } from '../diary/diaryOfRange';
import { Download, implement } from '../route';
import { withStandingConsent } from './standingConsent';

/** GET /api/admin/patients/{uid}/summary.pdf?from=&to=: the 'Riepilogo PDF' of the patient's page. */
export const patientSummaryPdfRoute = implement(patientsContract.patientSummaryPdf, async ({ params, query }) => {
  const range = rangeOrDefault(query);
  const loaded = withStandingConsent(await diaryOfRange(params.uid, range));
  return new Download('application/pdf', await diarySummaryPdf(summaryOf(loaded, range)), summaryFilename(range));
});
