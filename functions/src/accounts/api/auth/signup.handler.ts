import { SIGNUP_ANSWER } from '@app/schemas/accounts/account';
import { authContract } from '@app/schemas/accounts/authContract';
import { privacyConsentOf } from '@app/schemas/accounts/entities';

import { addressKey, emailKey, enforceRateLimits } from '../../../shared/data/rateLimit';
import { TooManyRequests } from '../../../shared/domainErrors';
import { auth } from '../../../shared/firebase';
import { RATE_LIMITS } from '../../../shared/rateLimits';
import { implement } from '../../../shared/route';
import { recordConsent } from '../../data/consents';
import { createProfile } from '../../data/users';
import { isTooManyAttempts, signUpWithPassword } from '../../identityToolkit';
import { queueAddressConfirmation, queueSignupAttempt } from '../../mails/accountMails';
import { requireStrongPassword } from '../../passwordStrength';

/**
 * POST /api/auth/signup (docs/product.md, Accounts and privacy; docs/security.md, Accounts): for a
 * new address creates the Firebase Auth user and the profile (level 1, 0 points, no role) with the
 * accepted privacy notice's version and e-mails the address confirmation (docs/email.md); for an
 * address that has an account (enabled or not) creates nothing and e-mails its owner a note. Both
 * answer the same 201 and words and sign nobody in, so a sign-up never reveals an account: the
 * person signs in after confirming. Limited per client address and all together; invalid bodies
 * and weak passwords count for nothing (they create nothing).
 */
export const signupRoute = implement(authContract.signup, async ({ body, request, response }) => {
  await requireStrongPassword(body.password, [body.firstName, body.lastName, body.email]);
  await enforceRateLimits(
    [
      { limit: RATE_LIMITS.signupsPerAddress, key: addressKey(request.ip) },
      { limit: RATE_LIMITS.signupsGlobal, key: 'tutti' },
    ],
    response,
    request.now,
  );
  const created = await signUpWithPassword(body.email, body.password, `${body.firstName} ${body.lastName}`);
  if (!created.ok) {
    if (created.code === 'EMAIL_EXISTS') {
      await noteToOwner(body.email, request.now);
      return { message: SIGNUP_ANSWER };
    }
    if (isTooManyAttempts(created.code)) throw new TooManyRequests(RATE_LIMITS.signupsPerAddress.message);
    throw new Error(`signUp: ${created.code}`);
  }
  const { localId: uid } = created.data;
  try {
    await createProfile(uid, body, (batch) => recordConsent(batch, privacyConsentOf(uid)));
  } catch (error) {
    // No account without its profile and consent: the person can simply try again.
    await auth.deleteUser(uid);
    throw error;
  }
  // The account exists and signing in offers to send the e-mail again: a failure here is only logged.
  await queueAddressConfirmation(uid, body.returnTo).catch((error: unknown) =>
    console.warn(`Conferma dell'indirizzo non accodata per ${uid}: ${String(error)}`),
  );
  return { message: SIGNUP_ANSWER };
});

/** The owner's note, at most a few an hour per address, so nobody floods an inbox through it. */
async function noteToOwner(email: string, now: number): Promise<void> {
  const counter = { limit: RATE_LIMITS.signupNotesPerEmail, key: emailKey(email) };
  try {
    await enforceRateLimits([counter], { setHeader: () => undefined }, now);
  } catch (error) {
    if (error instanceof TooManyRequests) return; // the same answer, no more e-mails
    throw error;
  }
  await queueSignupAttempt(email);
}
