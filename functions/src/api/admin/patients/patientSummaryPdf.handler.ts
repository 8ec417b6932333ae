import { optionalDiaryRangeQuery } from '@app/schemas/diary';

import { recordHealthRead } from '../../../data/healthReadAudit';
import { diarySummaryPdf } from '../../../diary/summaryPdf';
import { diaryOfRange, rangeOrDefault, summaryFilename, summaryOf } from '../../diary/diaryOfRange';
import { defineRoute, Download } from '../../route';
import { patientParams, withStandingConsent } from './patientParams';

/** GET /api/admin/patients/{uid}/summary.pdf?from=&to=: the 'Riepilogo PDF' of the patient's page, recorded in the audit log. */
export const patientSummaryPdfRoute = defineRoute({
  method: 'get',
  path: '/admin/patients/:uid/summary.pdf',
  access: 'doctor',
  summary: 'Il riepilogo PDF di una pagina del diario di un paziente',
  params: patientParams,
  query: optionalDiaryRangeQuery,
  response: { contentType: 'application/pdf' },
  async handler({ caller, params, query }) {
    const range = rangeOrDefault(query);
    const loaded = withStandingConsent(await diaryOfRange(params.uid, range));
    await recordHealthRead(caller.uid, 'diary.summary', params.uid);
    return new Download('application/pdf', await diarySummaryPdf(summaryOf(loaded, range)), summaryFilename(range));
  },
});
