import { accountContract } from '@app/schemas/accounts/accountContract';

import { auth } from '../../../shared/firebase';
import { implement } from '../../../shared/route';
import { revokeSessionsNow } from '../../../shared/session';
import { requireCurrentPassword } from '../../currentPassword';
import { markReplaced } from '../../data/sessions';
import { passwordIdToken } from '../../identityToolkit';
import { queuePasswordChanged } from '../../mails/accountMails';
import { requireStrongPassword } from '../../passwordStrength';
import { startSession } from '../../startSession';

/**
 * PUT /api/account/password: a new password, the current one required (checked by signing in with
 * it; wrong ones are limited per member). Every other session ends; this one continues with a
 * new cookie. The member is told by e-mail.
 */
export const changePasswordRoute = implement(accountContract.changePassword, async ({ caller, body, request, response }) => {
  const { email: knownEmail = '', displayName = '' } = await auth.getUser(caller.uid);
  await requireStrongPassword(body.newPassword, [knownEmail, displayName]);
  const email = await requireCurrentPassword(caller.uid, body.currentPassword, response, { ip: request.ip, now: request.now });
  await auth.updateUser(caller.uid, { password: body.newPassword });
  if (caller.sessionId) await markReplaced(caller.sessionId, request.now);
  await revokeSessionsNow(caller.uid);
  const signedIn = await passwordIdToken(email, body.newPassword);
  if (!signedIn) throw new Error('Accesso con la nuova password non riuscito');
  await startSession(response, signedIn.idToken, { rememberMe: caller.rememberMe });
  await queuePasswordChanged(caller.uid);
  return { message: 'Password aggiornata. Le altre sessioni sono state chiuse.' };
});
