import { authContract } from '@app/schemas/contracts/auth';

import { Unauthenticated } from '../../app/domainErrors';
import { ATTEMPT_LIMITS } from '../../app/rateLimits';
import { passwordIdToken } from '../../auth/identityToolkit';
import { beginAttempt } from '../../data/attemptThrottle';
import { emailKey } from '../../data/rateLimit';
import { recordSignIn } from '../../data/signInAudit';
import { queueFailedAttemptsWarning } from '../../mail/accountMails';
import { implement } from '../route';
import { startSession } from '../startSession';
import { currentUserView, rolesOf } from './currentUserView';

const INVALID_CREDENTIALS = 'Credenziali non valide';

/**
 * POST /api/simple-login: exchanges e-mail and password for an HttpOnly session cookie, lasting as
 * 'Ricordami' and the role decide (docs/security.md, Sessions). Attempts are counted before the
 * password is checked and a success is taken back (data/attemptThrottle.ts); past the account's
 * budget strangers are refused and its owner is e-mailed; sign-ins and failures
 * go to the audit log; the answers never say whether an account exists.
 */
export const loginRoute = implement(authContract.login, async ({ body, request, response }) => {
  const attempt = await beginAttempt(ATTEMPT_LIMITS.login, emailKey(body.username), request.ip, response, {
    onBudgetSpent: () => queueFailedAttemptsWarning({ email: body.username }),
  });
  const idToken = await passwordIdToken(body.username, body.password);
  if (!idToken) {
    await recordSignIn({ outcome: 'failure', emailKey: emailKey(body.username) }, request.ip);
    throw new Unauthenticated(INVALID_CREDENTIALS);
  }
  const { claims, sessionId } = await startSession(response, idToken, { rememberMe: body.rememberMe, now: request.now });
  await Promise.all([attempt.succeeded(), recordSignIn({ outcome: 'success', uid: claims.uid, sessionId }, request.ip)]);
  return currentUserView(claims.uid, rolesOf(claims), claims.email_verified === true);
});
