import { authContract } from '@app/schemas/accounts/authContract';

import { addressKey, enforceRateLimits } from '../../../shared/data/rateLimit';
import { Invalid } from '../../../shared/domainErrors';
import { auth } from '../../../shared/firebase';
import { RATE_LIMITS } from '../../../shared/rateLimits';
import { implement } from '../../../shared/route';
import { revokeSessionsNow } from '../../../shared/session';
import { checkActionCode, confirmAddress, resetPassword } from '../../identityToolkit';
import { queuePasswordChanged } from '../../mails/accountMails';
import { requireStrongPassword } from '../../passwordStrength';

export const INVALID_ACTION_CODE = 'Il link non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.';

/** The request type of the codes each mode accepts. */
const REQUEST_TYPE_OF = { verifyEmail: 'VERIFY_EMAIL', resetPassword: 'PASSWORD_RESET' } as const;

/**
 * POST /api/auth/action: the action page (/account/azione) uses an e-mail's code. 'verifyEmail'
 * confirms the address; 'resetPassword' (reset or invitation) sets the new password, confirms the
 * address (the link reached its inbox) and revokes every earlier session. An expired, reused or
 * unknown code, or one of the other mode, changes nothing: 400 with an Italian message.
 */
export const applyActionCodeRoute = implement(authContract.applyActionCode, async ({ body, request, response }) => {
  await enforceRateLimits([{ limit: RATE_LIMITS.actionCodesPerAddress, key: addressKey(request.ip) }], response, request.now);
  // A code of another kind is refused before it is used (the emulator even fails on some).
  const checked = await checkActionCode(body.oobCode);
  if (!checked.ok || checked.data.requestType !== REQUEST_TYPE_OF[body.mode]) throw new Invalid(INVALID_ACTION_CODE);
  if (body.mode === 'verifyEmail') {
    const confirmed = await confirmAddress(body.oobCode);
    if (!confirmed.ok) throw new Invalid(INVALID_ACTION_CODE);
    return { message: 'Indirizzo email confermato. Grazie!' };
  }
  // Reset and invitation alike: the new password must be strong before the code is used.
  await requireStrongPassword(body.newPassword, [checked.data.email]);
  const reset = await resetPassword(body.oobCode, body.newPassword);
  if (!reset.ok) throw new Invalid(INVALID_ACTION_CODE);
  const user = await auth.getUserByEmail(reset.data.email);
  if (!user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  await revokeSessionsNow(user.uid);
  await queuePasswordChanged(user.uid);
  return { message: 'Password impostata. Ora puoi accedere con la nuova password.' };
});
