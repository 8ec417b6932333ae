import { authContract } from '@app/schemas/accounts/authContract';

import { emailKey } from '../../../shared/data/rateLimit';
import { ATTEMPT_LIMITS } from '../../../shared/rateLimits';
import { implement } from '../../../shared/route';
import { beginAttempt } from '../../data/attemptThrottle';
import { insertResetRequest } from '../../data/passwordResetRequests';

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
  await beginAttempt(ATTEMPT_LIMITS.passwordReset, emailKey(body.email), request.ip, response, { now: request.now });
  // The account is looked up by the request's trigger (triggers/passwordResetRequest.ts): this
  // answer does the same work, and takes the same time, whether the address has an account or not.
  await insertResetRequest(body.email);
  return { message: PASSWORD_RESET_SENT };
});
