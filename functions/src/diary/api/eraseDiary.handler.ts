import { diaryContract } from '@app/schemas/diary/contract';

import { requireCurrentPassword } from '../../accounts/currentPassword';
import { Conflict, Forbidden } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { consentIsCurrent, diaryPatients } from '../data/diary';
import { eraseDiaryOf } from '../data/diaryPrivacy';

export const WRONG_PASSWORD_DIARY = 'Password non corretta: il diario non è stato cancellato';
export const WITHDRAW_FIRST = 'Per cancellare il diario revoca prima il consenso nella sezione «Privacy del diario»';

/**
 * DELETE /api/diary {password}: after withdrawing the consent, the patient erases the whole diary
 * (entries, questionnaires, the doctor's comments, the consent record) without deleting the
 * account (GDPR art. 17; docs/security.md). The password is asked again: a wrong one is a 403
 * and erases nothing.
 */
export const eraseDiaryRoute = implement(diaryContract.eraseDiary, async ({ caller, body, request, response }) => {
  if (consentIsCurrent(await diaryPatients.find(caller.uid))) throw new Conflict(WITHDRAW_FIRST);
  await requireCurrentPassword(caller.uid, body.password, response, {
    ip: request.ip,
    now: request.now,
    wrongAs: Forbidden,
    wrongMessage: WRONG_PASSWORD_DIARY,
  });
  await eraseDiaryOf(caller.uid);
  return { message: 'Il tuo diario è stato cancellato: annotazioni, questionari e commenti non ci sono più.' };
});
