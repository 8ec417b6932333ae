import { patientsContract } from '@app/schemas/contracts/patients';

import { recordHealthRead } from '../../data/healthReadAudit';
import { diarySummaryPdf } from '../../diary/summaryPdf';
import { diaryOfRange, rangeOrDefault, summaryFilename, summaryOf } from '../diary/diaryOfRange';
import { Download, implement } from '../route';
import { withStandingConsent } from './standingConsent';

/** GET /api/admin/patients/{uid}/summary.pdf?from=&to=: the 'Riepilogo PDF' of the patient's page, recorded in the audit log. */
export const patientSummaryPdfRoute = implement(patientsContract.patientSummaryPdf, async ({ caller, params, query }) => {
  const range = rangeOrDefault(query);
  const loaded = withStandingConsent(await diaryOfRange(params.uid, range));
  await recordHealthRead(caller.uid, 'diary.summary', params.uid);
  return new Download('application/pdf', await diarySummaryPdf(summaryOf(loaded, range)), summaryFilename(range));
});
