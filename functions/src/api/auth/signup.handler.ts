import { signupBody } from '@app/schemas/account';
import { currentUser } from '@app/schemas/auth';
import { privacyNotice } from '@app/schemas/practice';

import { auth } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { addressKey, enforceRateLimits } from '../../app/rateLimit';
import { RATE_LIMITS } from '../../app/rateLimits';
import { isTooManyAttempts, sendAddressConfirmation, signUpWithPassword } from '../../auth/identityToolkit';
import { requireStrongPassword } from '../../auth/passwordStrength';
import { startSession } from '../../auth/startSession';
import { recordConsent } from '../../data/consents';
import { createProfile } from '../../data/users';
import { defineRoute } from '../route';
import { currentUserView } from './currentUserView';

/** The same answer for every address that has an account, enabled or not (a disabled one is never revealed). */
export const EMAIL_TAKEN = 'Esiste già un account con questa email. Accedi oppure reimposta la password.';

/**
 * POST /api/auth/signup (docs/product.md, Accounts and privacy): creates the Firebase Auth user
 * and the profile (level 1, 0 points, not admin) with the accepted privacy notice's version, signs
 * the person in with the `__session` cookie and has Firebase e-mail the address confirmation.
 * Limited per client address and all together; invalid bodies count for nothing (the router refuses
 * them first), since they create nothing.
 */
export const signupRoute = defineRoute({
  method: 'post',
  path: '/auth/signup',
  access: 'visitor',
  summary: "Registrazione: crea l'account, registra il consenso all'informativa e accede",
  body: signupBody,
  response: currentUser,
  status: 201,
  async handler({ body, request, response }) {
    await enforceRateLimits(
      [
        { limit: RATE_LIMITS.signupsPerAddress, key: addressKey(request.ip) },
        { limit: RATE_LIMITS.signupsGlobal, key: 'tutti' },
      ],
      response,
    );
    await requireStrongPassword(body.password, [body.firstName, body.lastName, body.email]);
    const created = await signUpWithPassword(body.email, body.password, `${body.firstName} ${body.lastName}`);
    if (!created.ok) {
      if (created.code === 'EMAIL_EXISTS') throw new HttpError(409, EMAIL_TAKEN);
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
    const { claims } = await startSession(response, idToken);
    const sent = await sendAddressConfirmation(idToken);
    // The account exists and the banner offers to send the e-mail again: a failure here is only logged.
    if (!sent.ok) console.warn(`Conferma dell'indirizzo non inviata a ${uid}: ${sent.code}`);
    return currentUserView(uid, { isAdmin: false, isDoctor: false }, claims.email_verified === true);
  },
});
