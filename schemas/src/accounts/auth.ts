import { z } from 'zod';

import { communityNameView } from '../community/communityName';
import { wireOf } from '../shared/entityView';
import { userDoc } from './entities';

/** An invitation to an address that has an account: the admin may know it (a sign-up never says it). */
/** The 403 of a sign-in by an account that has not accepted the privacy notice: the login form then asks for it. */
export const PRIVACY_REQUIRED = "Per accedere leggi e accetta l'informativa sulla privacy";
export const EMAIL_TAKEN = 'Esiste già un account con questa email. Accedi oppure reimposta la password.';

export { SESSION_ENDED_MESSAGE } from '../shared/sessionEnded';

/** POST /api/simple-login: username is the e-mail address. */
export const loginBody = z.object({
  username: z.string({ error: 'Inserisci la tua email' }).trim().min(1, 'Inserisci la tua email'),
  password: z.string({ error: 'Inserisci la password' }).min(1, 'Inserisci la password'),
  /** The login's 'Ricordami': a longer session (docs/security.md, Sessions). */
  rememberMe: z.boolean({ error: 'Il campo rememberMe deve essere true o false' }).optional().default(false),
  /**
   * The privacy notice accepted at this sign-in, by an account that never accepted it (made without
   * the sign-up form: invited, created in the console or straight through Identity Toolkit), which
   * signs in only with it (PRIVACY_REQUIRED, docs/security.md, Accounts).
   */
  privacyAccepted: z.boolean({ error: 'Il campo privacyAccepted deve essere true o false' }).optional().default(false),
});
export type LoginBody = z.infer<typeof loginBody>;
export type LoginInput = z.input<typeof loginBody>;

/** The stored fields of the signed-in user's answer, shown as they are (shared/entityView.ts). */
export const currentUserStoredFields = wireOf(userDoc).pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  points: true,
});
/** GET /api/auth/user: the signed-in user as every screen reads it; the roles are the session's, not the profile's. */
export const currentUser = currentUserStoredFields.extend({
  /** The level of the points (the stored one follows them by trigger). */
  level: z.number().int(),
  isAdmin: z.boolean(),
  /** The doctor's role: reads the patients' health data. */
  isDoctor: z.boolean(),
  /** Whether the e-mail address is confirmed: booking a service needs it. */
  emailVerified: z.boolean(),
  /** How the community shows the member (docs/security.md, Community names). */
  communityName: communityNameView,
  /** The key that seals this account's offline outbox on the device (docs/offline.md): hers alone. */
  outboxKey: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;
