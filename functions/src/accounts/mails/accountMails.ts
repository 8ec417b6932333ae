import type { ActionCodeSettings } from 'firebase-admin/auth';

import { queueMail, siteLink } from '../../notifications/mail/queue';
import { auth } from '../../shared/firebase';
import { actionLinkOf, oobCodeOf } from '../actionLinks';
import { recipientOf } from './accountAddress';
import { accountErased } from './accountErased';
import { addressConfirmation } from './addressConfirmation';
import { failedAttempts } from './failedAttempts';
import { invitation } from './invitation';
import { passwordChanged } from './passwordChanged';
import { passwordReset } from './passwordReset';
import { signupAttempt } from './signupAttempt';

/**
 * The account's e-mails (docs/email.md): their codes come from the Admin SDK and their links open
 * the app's action page on the public address (SITE_URL, never a request's Origin, which a caller
 * could forge to steal a code). Addresses come from Firebase Auth, except at sign-up and invitation.
 */
const continueSettings = (): ActionCodeSettings => ({ url: siteLink('/login') });

const siteOrigin = () => siteLink('');

/**
 * The address confirmation: after sign-up and from the banner's "send again". `returnTo`: where the
 * person was when she signed up, which the confirmation page offers next.
 */
export async function queueAddressConfirmation(uid: string, returnTo?: string): Promise<void> {
  const recipient = await recipientOf(uid);
  if (!recipient) return;
  const code = oobCodeOf(await auth.generateEmailVerificationLink(recipient.email, continueSettings()));
  await queueMail({
    template: addressConfirmation,
    data: { firstName: recipient.firstName, link: actionLinkOf(siteOrigin(), 'verifyEmail', code, returnTo) },
    to: recipient.email,
    userId: uid,
  });
}

/** The enabled account of an address (its uid and the address as stored), if there is one. */
async function enabledAccountOf(email: string): Promise<{ uid: string; email: string } | undefined> {
  const user = await auth.getUserByEmail(email).catch(() => undefined);
  return user?.email && !user.disabled ? { uid: user.uid, email: user.email } : undefined;
}

/**
 * "Password dimenticata": nothing is sent to an address without an enabled account (the answer is
 * the same). `id`: the request's, so a redelivered request queues its e-mail once.
 */
export async function queuePasswordReset(email: string, id?: string): Promise<void> {
  const account = await enabledAccountOf(email);
  if (!account) return;
  const code = oobCodeOf(await auth.generatePasswordResetLink(account.email, continueSettings()));
  const data = { link: actionLinkOf(siteOrigin(), 'resetPassword', code) };
  await queueMail({ template: passwordReset, data, to: account.email, userId: account.uid, ...(id && { id }) });
}

/** The doctor's invitation: the link to choose the first password. Answers the link, for the doctor to copy too. */
export async function queueInvitation(uid: string, email: string, firstName: string): Promise<string> {
  const code = oobCodeOf(await auth.generatePasswordResetLink(email, continueSettings()));
  const link = actionLinkOf(siteOrigin(), 'resetPassword', code);
  await queueMail({ template: invitation, data: { firstName, link }, to: email, userId: uid });
  return link;
}

/** "La tua password è stata cambiata": after a change from the profile or a reset. */
export async function queuePasswordChanged(uid: string): Promise<void> {
  const recipient = await recipientOf(uid);
  if (!recipient) return;
  await queueMail({
    template: passwordChanged,
    data: { changedAt: new Date(), resetLink: siteLink('/password-dimenticata') },
    to: recipient.email,
    userId: uid,
  });
}

/**
 * "Il tuo account è stato eliminato", to the address the erased profile had. Not tied to the user
 * (the erasure deletes her e-mails); its id makes a redelivered erasure send it once.
 */
export async function queueAccountErased(uid: string, email: string): Promise<void> {
  await queueMail({ template: accountErased, data: { erasedAt: new Date() }, to: email, userId: null, id: `account-erased-${uid}` });
}

/** Someone tried to sign up with an address that has an account: its owner is told, the page says nothing more. */
export async function queueSignupAttempt(email: string): Promise<void> {
  const account = await enabledAccountOf(email);
  if (!account) return;
  await queueMail({
    template: signupAttempt,
    data: { loginLink: siteLink('/login'), resetLink: siteLink('/password-dimenticata') },
    to: account.email,
    userId: account.uid,
  });
}

/**
 * The account's attempt budget was spent by wrong passwords from unknown addresses: its owner is
 * told (once a day, data/attemptThrottle.ts). The account by its address (sign-in, reset) or its uid
 * (the current password); nothing is sent for an address without an enabled account.
 */
export async function queueFailedAttemptsWarning(account: { email: string } | { uid: string }): Promise<void> {
  const recipient =
    'uid' in account
      ? await recipientOf(account.uid).then((found) => found && { ...found, uid: account.uid })
      : await enabledAccountOf(account.email);
  if (!recipient) return;
  await queueMail({
    template: failedAttempts,
    data: { at: new Date(), resetLink: siteLink('/password-dimenticata') },
    to: recipient.email,
    userId: recipient.uid,
  });
}
