import { EMAIL_TAKEN } from '@app/schemas/auth';
import { authContract } from '@app/schemas/contracts/auth';
import { privacyNotice } from '@app/schemas/practice';

import { auth } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { RATE_LIMITS } from '../../app/rateLimits';
import { isTooManyAttempts, signUpWithPassword } from '../../auth/identityToolkit';
import { startSession } from '../../auth/startSession';
import { recordConsent } from '../../data/consents';
import { addressKey, enforceRateLimits } from '../../data/rateLimit';
import { createProfile } from '../../data/users';
import { queueAddressConfirmation, queueSignupAttempt } from '../../mail/accountMails';
import { implement } from '../route';
import { currentUserView } from './currentUserView';

/**
 * POST /api/auth/signup (docs/product.md, Accounts and privacy): creates the Firebase Auth user
 * and the profile (level 1, 0 points, not admin) with the accepted privacy notice's version, signs
 * the person in with the `__session` cookie and e-mails the address confirmation (docs/email.md).
 * Limited per client address and all together; invalid bodies count for nothing (the router refuses
 * them first), since they create nothing.
 */
export const signupRoute = implement(authContract.signup, async ({ body, request, response }) => {
  await enforceRateLimits(
    [
      { limit: RATE_LIMITS.signupsPerAddress, key: addressKey(request.ip) },
      { limit: RATE_LIMITS.signupsGlobal, key: 'tutti' },
    ],
    response,
  );
  const created = await signUpWithPassword(body.email, body.password, `${body.firstName} ${body.lastName}`);
  if (!created.ok) {
    if (created.code === 'EMAIL_EXISTS') {
      // The owner of the address learns of the attempt by e-mail.
      await queueSignupAttempt(body.email);
      throw new HttpError(409, EMAIL_TAKEN);
    }
    if (isTooManyAttempts(created.code)) throw new HttpError(429, RATE_LIMITS.signupsPerAddress.message);
    throw new Error(`signUp: ${created.code}`);
  }
  const { localId: uid, idToken } = created.data;
  try {
    await createProfile(uid, body, (batch) => recordConsent(batch, { userId: uid, document: 'privacy', version: privacyNotice.version }));
  } catch (error) {
    // No account without its profile and consent: the person can simply try again.
    await auth.deleteUser(uid);
    throw error;
  }
  const claims = await startSession(response, idToken);
  // The account exists and the banner offers to send the e-mail again: a failure here is only logged.
  await queueAddressConfirmation(uid).catch((error: unknown) =>
    console.warn(`Conferma dell'indirizzo non accodata per ${uid}: ${String(error)}`),
  );
  return currentUserView(uid, false, claims.email_verified === true);
});
