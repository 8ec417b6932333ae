/**
 * Accounts (docs/product.md, Accounts and privacy): sign-up, password reset, the e-mail action
 * page, the profile and the admin's invitations. The forms and the API share these schemas.
 */
import { z } from 'zod';

import { communityNameBody } from '../community/communityName';
import { sameSitePath } from '../shared/sitePath';

export const PASSWORD_MIN = 10;
/** How the server's strength check (functions/src/accounts/passwordStrength.ts) begins its 400, so the forms show it under the field. */
export const WEAK_PASSWORD_PREFIX = 'La password è troppo facile da indovinare.';
const PASSWORD_MAX = 128;

function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

const firstName = requiredText('Inserisci il tuo nome', 80, 'Il nome può avere al massimo 80 caratteri');
const lastName = requiredText('Inserisci il tuo cognome', 80, 'Il cognome può avere al massimo 80 caratteri');
const email = z
  .string({ error: 'Inserisci la tua email' })
  .trim()
  .min(1, 'Inserisci la tua email')
  .max(254, "L'email può avere al massimo 254 caratteri")
  .pipe(z.email('Inserisci un indirizzo email valido'))
  .transform((value) => value.toLowerCase());
/** A new password: at least 10 characters; the API also refuses weak and common ones (functions/src/accounts/passwordStrength.ts). */
export const newPassword = z
  .string({ error: 'Inserisci la password' })
  .min(PASSWORD_MIN, `La password deve avere almeno ${PASSWORD_MIN} caratteri`)
  .max(PASSWORD_MAX, `La password può avere al massimo ${PASSWORD_MAX} caratteri`);

export const personName = z.object({ firstName, lastName }, { error: 'Dati non validi' });

/** POST /api/auth/signup. */
export const signupBody = personName.extend({
  email,
  password: newPassword,
  privacyAccepted: z.literal(true, "Devi accettare l'informativa sulla privacy per registrarti"),
  /** Where she was (e.g. the service she wanted to book): the confirmation link brings her back there. */
  returnTo: z
    .string()
    .max(300)
    .refine((path) => sameSitePath(path, '') === path, 'Dati non validi')
    .optional(),
});
export type SignupBody = z.input<typeof signupBody>;

/**
 * The answer of every sign-up, new address or not (docs/security.md, Accounts): the same status and
 * words, so a sign-up never tells whether an address has an account.
 */
export const SIGNUP_ANSWER = 'Controlla la tua email per completare la registrazione';

/** POST /api/auth/password-reset. */
export const passwordResetBody = z.object({ email }, { error: 'Dati non validi' });
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** The modes of the e-mails' links (Firebase's names) the action page handles. */
export const ACTION_MODES = ['verifyEmail', 'resetPassword'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

const oobCode = z.string({ error: 'Il link non è valido' }).trim().min(1, 'Il link non è valido').max(512, 'Il link non è valido');

/** POST /api/auth/action: the code of an e-mail's link, and the new password for 'resetPassword'. */
export const actionBody = z.discriminatedUnion(
  'mode',
  [z.object({ mode: z.literal('verifyEmail'), oobCode }), z.object({ mode: z.literal('resetPassword'), oobCode, newPassword })],
  { error: 'Il link non è valido' },
);
export type ActionBody = z.input<typeof actionBody>;

/** The form of the action page's 'resetPassword' mode. */
export const newPasswordForm = z
  .object({ newPassword, confirmPassword: z.string() }, { error: 'Dati non validi' })
  .refine((form) => form.newPassword === form.confirmPassword, { message: 'Le password non coincidono', path: ['confirmPassword'] });
export type NewPasswordForm = z.input<typeof newPasswordForm>;

export type PersonName = z.input<typeof personName>;

/**
 * PUT /api/account/profile: what changes, any of the names and how the community shows the member
 * (`communityName`, docs/security.md, Community names); what is left out stays.
 */
export const profileBody = z
  .object(
    { firstName: firstName.optional(), lastName: lastName.optional(), communityName: communityNameBody.optional() },
    { error: 'Dati non validi' },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Dati non validi');
export type ProfileBody = z.input<typeof profileBody>;

/** PUT /api/account/password. */
export const passwordChangeBody = z.object(
  {
    currentPassword: z.string({ error: 'Inserisci la password attuale' }).min(1, 'Inserisci la password attuale').max(PASSWORD_MAX),
    newPassword,
  },
  { error: 'Dati non validi' },
);
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** POST /api/admin/invitations. */
export const invitationBody = personName.extend({ email });
export type InvitationBody = z.input<typeof invitationBody>;

export const invitationView = z.object({
  userId: z.string(),
  email: z.string(),
  /** The set-password link to copy (the app's own action page), for a patient invited by phone. */
  link: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

/** An answer that is only a message for the person (password reset, resent confirmation, action done). */
export const messageView = z.object({ message: z.string() });
export type MessageView = z.infer<typeof messageView>;

/** DELETE /api/account: the erasure of the account, confirmed with the password. */
export const accountDeletionBody = z.object(
  { password: z.string({ error: 'Inserisci la password' }).min(1, 'Inserisci la password').max(PASSWORD_MAX) },
  { error: 'Dati non validi' },
);
export type AccountDeletionBody = z.input<typeof accountDeletionBody>;
