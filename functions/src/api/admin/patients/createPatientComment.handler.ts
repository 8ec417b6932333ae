import { diaryCommentBody, diaryCommentView } from '@app/schemas/diary';

import { HttpError } from '../../../app/httpError';
import { addDiaryComment, diaryEntries, patientWithDiary } from '../../../data/diary';
import { diaryCommentViewOf } from '../../diary/diaryViews';
import { defineRoute } from '../../route';
import { patientParams, withStandingConsent } from './patientParams';

/**
 * POST /api/admin/patients/{uid}/comments {day | entryId, text}: the doctor's comment on a day or on
 * an entry of the patient. The comment, the patient's notification and the audit entry commit in
 * one batch.
 */
export const createPatientCommentRoute = defineRoute({
  method: 'post',
  path: '/admin/patients/:uid/comments',
  access: 'doctor',
  summary: 'Commenta un giorno o una annotazione del diario di un paziente (il paziente riceve una notifica)',
  params: patientParams,
  body: diaryCommentBody,
  response: diaryCommentView,
  status: 201,
  async handler({ caller, params, body }) {
    withStandingConsent(await patientWithDiary(params.uid));
    let day = body.day;
    if (body.entryId !== undefined) {
      const entry = await diaryEntries.find(body.entryId);
      if (!entry || entry.userId !== params.uid) throw new HttpError(404, 'Annotazione non trovata');
      day = entry.day;
    }
    return diaryCommentViewOf(await addDiaryComment(caller.uid, params.uid, { day: day!, entryId: body.entryId ?? null }, body.text));
  },
});
