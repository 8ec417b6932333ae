import { authContract } from '@app/schemas/accounts/authContract';

import { enforceRateLimits } from '../../../shared/data/rateLimit';
import { auth } from '../../../shared/firebase';
import { RATE_LIMITS } from '../../../shared/rateLimits';
import { implement } from '../../../shared/route';
import { isAddressConfirmed } from '../../addressConfirmation';
import { queueAddressConfirmation } from '../../mails/accountMails';

/** POST /api/auth/verification: the member's address-confirmation e-mail, sent again (limited per member). */
export const resendVerificationRoute = implement(authContract.resendVerification, async ({ caller, request, response }) => {
  if (await isAddressConfirmed(caller)) return { message: 'Il tuo indirizzo email è già confermato.' };
  await enforceRateLimits([{ limit: RATE_LIMITS.verificationEmailsPerMember, key: caller.uid }], response, request.now);
  await queueAddressConfirmation(caller.uid);
  const { email } = await auth.getUser(caller.uid);
  return { message: `Ti abbiamo inviato di nuovo l'email di conferma a ${email}. Apri il link che contiene.` };
});
