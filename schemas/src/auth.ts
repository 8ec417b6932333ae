import { z } from 'zod';

/** The same answer for every address that has an account, enabled or not (a disabled one is never revealed). */
export const EMAIL_TAKEN = 'Esiste già un account con questa email. Accedi oppure reimposta la password.';

/** POST /api/simple-login: username is the e-mail address. */
export const loginBody = z.object({
  username: z.string({ error: 'Inserisci la tua email' }).trim().min(1, 'Inserisci la tua email'),
  password: z.string({ error: 'Inserisci la password' }).min(1, 'Inserisci la password'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** GET /api/auth/user: the signed-in user as every screen reads it. */
export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  level: z.number().int(),
  points: z.number().int(),
  isAdmin: z.boolean(),
  /** Whether the e-mail address is confirmed: booking a service needs it. */
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;
