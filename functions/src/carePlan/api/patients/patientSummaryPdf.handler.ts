import { patientsContract } from '@app/schemas/carePlan/patientsContract';
import { fodmapViewOf } from '@app/schemas/fodmap/fodmap';
import { fodmapSummaryLines } from '@app/schemas/fodmap/fodmapGuide';

import { recordHealthRead } from '../../../audit/data/healthReadAudit';
import { diaryOfRange, rangeOrDefault, summaryFilename, summaryOf } from '../../../diary/api/diaryOfRange';
import { diarySummaryPdf } from '../../../diary/summaryPdf';
import { fodmapProtocols } from '../../../fodmap/data/fodmap';
import { Download, implement } from '../../../shared/route';
import { withStandingConsent } from './standingConsent';

/** GET /api/admin/patients/{uid}/summary.pdf?from=&to=: the 'Riepilogo PDF' of the patient's page, recorded in the audit log. */
export const patientSummaryPdfRoute = implement(patientsContract.patientSummaryPdf, async ({ caller, params, query, request }) => {
  const range = await rangeOrDefault(params.uid, query, new Date(request.now));
  const [diary, protocol] = await Promise.all([diaryOfRange(params.uid, range), fodmapProtocols.find(params.uid)]);
  const loaded = withStandingConsent(diary);
  await recordHealthRead(caller.uid, 'diary.summary', params.uid);
  const summary = summaryOf(loaded, range);
  // The FODMAP reintroduction as of the range's last day, when the patient follows one.
  if (protocol) summary.sections.push({ heading: 'Reintroduzione FODMAP', lines: fodmapSummaryLines(fodmapViewOf(protocol, range.to)) });
  return new Download('application/pdf', await diarySummaryPdf(summary), summaryFilename(range));
});
