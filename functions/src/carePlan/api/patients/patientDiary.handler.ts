import { patientsContract } from '@app/schemas/carePlan/patientsContract';

import { recordHealthRead } from '../../../audit/data/healthReadAudit';
import { diaryOfRange, rangeOrDefault, trendsOf } from '../../../diary/api/diaryOfRange';
import { diaryCommentViewOf, diaryEntryViewOf } from '../../../diary/api/diaryViews';
import { firstEditableDay } from '../../../diary/data/diary';
import { implement } from '../../../shared/route';
import { withStandingConsent } from './standingConsent';

/**
 * GET /api/admin/patients/{uid}/diary?from=&to=: a patient's diary over a range (default the 30 days before
 * the next visit, or up to today) with the figures of the doctor's page, recorded in the audit log (and for the
 * patient to see). Four round trips whatever the entries: three reads and the record.
 */
export const patientDiaryRoute = implement(patientsContract.patientDiary, async ({ caller, params, query, request }) => {
  const range = await rangeOrDefault(params.uid, query, new Date(request.now));
  const loaded = withStandingConsent(await diaryOfRange(params.uid, range));
  await recordHealthRead(caller.uid, 'diary.read', params.uid);
  const firstEditable = firstEditableDay();
  return {
    patient: {
      id: params.uid,
      firstName: loaded.user.firstName ?? '',
      lastName: loaded.user.lastName ?? '',
      email: loaded.user.email ?? '',
    },
    ...trendsOf(loaded, range),
    entries: loaded.entries.map((entry) => diaryEntryViewOf(entry, firstEditable)),
    comments: loaded.comments.map(diaryCommentViewOf),
  };
});
