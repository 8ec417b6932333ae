import { patientsContract } from '@app/schemas/carePlan/patientsContract';
import { NOT_FOUND } from '@app/schemas/shared/notFound';

import { diaryCommentViewOf } from '../../../diary/api/diaryViews';
import { addDiaryComment, diaryEntries, patientWithDiary } from '../../../diary/data/diary';
import { NotFound } from '../../../shared/domainErrors';
import { implement } from '../../../shared/route';
import { withStandingConsent } from './standingConsent';

/**
 * POST /api/admin/patients/{uid}/comments {day | entryId, text}: the doctor's comment on a day or on
 * an entry of the patient. The comment, the patient's notification and the audit entry commit in
 * one batch.
 */
export const createPatientCommentRoute = implement(patientsContract.createPatientComment, async ({ caller, params, body }) => {
  withStandingConsent(await patientWithDiary(params.uid));
  let day = body.day;
  if (body.entryId !== undefined) {
    const entry = await diaryEntries.find(body.entryId);
    if (!entry || entry.userId !== params.uid) throw new NotFound(NOT_FOUND.diaryEntry);
    day = entry.day;
  }
  return diaryCommentViewOf(await addDiaryComment(caller.uid, params.uid, { day: day!, entryId: body.entryId ?? null }, body.text));
});
