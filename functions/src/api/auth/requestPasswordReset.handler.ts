import { authContract } from '@app/schemas/contracts/auth';

import { RATE_LIMITS } from '../../app/rateLimits';
import { addressKey, emailKey, enforceRateLimits } from '../../data/rateLimit';
import { queuePasswordReset } from '../../mail/accountMails';
import { implement } from '../route';

export const PASSWORD_RESET_SENT =
  "Se l'indirizzo corrisponde a un account, riceverai a breve un'email con il link per scegliere una nuova password.";

/**
 * POST /api/auth/password-reset: e-mails the set-password link (docs/email.md). The answer is the same
 * whether or not the address has an account (no account enumeration); limited per client address
 * and per e-mail, so nobody can flood an inbox.
 */
export const requestPasswordResetRoute = implement(authContract.requestPasswordReset, async ({ body, request, response }) => {
  await enforceRateLimits(
    [
      { limit: RATE_LIMITS.passwordResetsPerAddress, key: addressKey(request.ip) },
      { limit: RATE_LIMITS.passwordResetsPerEmail, key: emailKey(body.email) },
    ],
    response,
  );
  // No account, or a disabled one: nothing is sent, and the person reads the same answer.
  await queuePasswordReset(body.email);
  return { message: PASSWORD_RESET_SENT };
});
