import { authContract } from '@app/schemas/contracts/auth';

import { ATTEMPT_LIMITS } from '../../app/rateLimits';
import { beginAttempt } from '../../data/attemptThrottle';
import { emailKey } from '../../data/rateLimit';
import { queuePasswordReset } from '../../mail/accountMails';
import { implement } from '../route';

export const PASSWORD_RESET_SENT =
  "Se l'indirizzo corrisponde a un account, riceverai a breve un'email con il link per scegliere una nuova password.";

/**
 * POST /api/auth/password-reset: e-mails the set-password link (docs/email.md). The answer is the same
 * whether or not the address has an account (no account enumeration); limited per e-mail from one
 * client address, per address, and per e-mail from addresses its owner never signed in from
 * (data/attemptThrottle.ts), so nobody can flood an inbox nor stop the owner asking at home.
 */
export const requestPasswordResetRoute = implement(authContract.requestPasswordReset, async ({ body, request, response }) => {
  // Every request counts (each sends an e-mail): nothing is taken back.
  await beginAttempt(ATTEMPT_LIMITS.passwordReset, emailKey(body.email), request.ip, response);
  // No account, or a disabled one: nothing is sent, and the person reads the same answer.
  await queuePasswordReset(body.email);
  return { message: PASSWORD_RESET_SENT };
});
