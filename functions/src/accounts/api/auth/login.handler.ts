import { PRIVACY_REQUIRED } from '@app/schemas/accounts/auth';
import { authContract } from '@app/schemas/accounts/authContract';

import { emailKey } from '../../../shared/data/rateLimit';
import { Forbidden, Unauthenticated } from '../../../shared/domainErrors';
import { ATTEMPT_LIMITS } from '../../../shared/rateLimits';
import { implement } from '../../../shared/route';
import { beginAttempt } from '../../data/attemptThrottle';
import { acceptPrivacy, hasAcceptedPrivacy } from '../../data/consents';
import { recordSignIn } from '../../data/signInAudit';
import { passwordIdToken } from '../../identityToolkit';
import { queueFailedAttemptsWarning } from '../../mails/accountMails';
import { startSession } from '../../startSession';
import { currentUserView, rolesOf } from './currentUserView';

const INVALID_CREDENTIALS = 'Credenziali non valide';

/**
 * An account made without the sign-up form (invited, created in the console, or straight through
 * Identity Toolkit with the public API key) never accepted the privacy notice: it gets no session
 * until its owner ticks it at sign-in (403 PRIVACY_REQUIRED, then `privacyAccepted: true`). The
 * password was right, so the attempt is taken back.
 */
async function requirePrivacyConsent(uid: string, acceptedNow: boolean, attempt: { succeeded(): Promise<void> }) {
  if (await hasAcceptedPrivacy(uid)) return;
  if (!acceptedNow) {
    await attempt.succeeded();
    throw new Forbidden(PRIVACY_REQUIRED);
  }
  await acceptPrivacy(uid);
}

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
    now: request.now,
  });
  const signedIn = await passwordIdToken(body.username, body.password);
  if (!signedIn) {
    await recordSignIn({ outcome: 'failure', emailKey: emailKey(body.username) }, request.ip);
    throw new Unauthenticated(INVALID_CREDENTIALS);
  }
  await requirePrivacyConsent(signedIn.uid, body.privacyAccepted, attempt);
  const { claims, sessionId } = await startSession(response, signedIn.idToken, { rememberMe: body.rememberMe, now: request.now });
  await Promise.all([attempt.succeeded(), recordSignIn({ outcome: 'success', uid: claims.uid, sessionId }, request.ip)]);
  return currentUserView(claims.uid, rolesOf(claims), claims.email_verified === true);
});
