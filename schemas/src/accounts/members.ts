/**
 * The admin's 'Membri' tab (docs/product.md, Members): the list with its search, and the bodies
 * that change a member's role and status.
 */
import { z } from 'zod';

import { wireOf } from '../shared/entityView';
import { normalizeSearchText, prefixTermsOf, searchQuery } from '../shared/searchTerms';
import { userDoc } from './entities';

const INVALID_BODY = 'Dati non validi';

/**
 * What a member can be found by: every prefix of the first name, the last name, each of their
 * words, the full name in both orders, the e-mail and its part before the '@' (shared/searchTerms.ts).
 */
export function searchTermsOf(user: { email: string; firstName: string; lastName: string }): string[] {
  const first = normalizeSearchText(user.firstName);
  const last = normalizeSearchText(user.lastName);
  const email = normalizeSearchText(user.email);
  return prefixTermsOf([
    first,
    last,
    ...first.split(' '),
    ...last.split(' '),
    `${first} ${last}`,
    `${last} ${first}`,
    email,
    email.split('@')[0] ?? '',
  ]);
}

/** GET /api/admin/users?q=&cursor= */
export const adminUsersQuery = z.object({
  q: searchQuery,
  cursor: z.string({ error: 'Cursore di paginazione non valido' }).max(4000, 'Cursore di paginazione non valido').optional(),
});

/** The stored fields a member's row shows as they are (shared/entityView.ts). */
export const adminUserStoredFields = wireOf(userDoc).pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  points: true,
  createdAt: true,
  isAdmin: true,
});
/** One member as the 'Membri' tab lists them. */
export const adminUserView = adminUserStoredFields.extend({
  /** The level of the points (the stored one follows them by trigger). */
  level: z.number().int(),
  /** null for a member never seen since the field exists. */
  lastSeenAt: z.string().nullable(),
  isDoctor: z.boolean(),
  disabled: z.boolean(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

const actingPassword = z
  .string({ error: 'Inserisci la tua password per confermare' })
  .min(1, 'Inserisci la tua password per confermare')
  .max(4096, 'La password è troppo lunga');

/**
 * PUT /api/admin/users/{uid}/role: one role per call, `{isAdmin, password}` or `{isDoctor,
 * password}`, with the acting user's current password (docs/security.md, Roles).
 */
export const userRoleBody = z
  .strictObject(
    {
      isAdmin: z.boolean({ error: 'Il campo isAdmin deve essere true o false' }).optional(),
      isDoctor: z.boolean({ error: 'Il campo isDoctor deve essere true o false' }).optional(),
      password: actingPassword,
    },
    { error: INVALID_BODY },
  )
  .refine((body) => (body.isAdmin === undefined) !== (body.isDoctor === undefined), 'Indica un solo ruolo: isAdmin oppure isDoctor')
  .transform(({ isAdmin, isDoctor, password }) =>
    isDoctor === undefined
      ? { role: 'admin' as const, granted: isAdmin === true, password }
      : { role: 'doctor' as const, granted: isDoctor, password },
  );
export type UserRoleBody = z.infer<typeof userRoleBody>;

/** PUT /api/admin/users/{uid}/status */
export const userStatusBody = z.object(
  { disabled: z.boolean({ error: 'Il campo disabled deve essere true o false' }) },
  { error: INVALID_BODY },
);
export type UserStatusBody = z.infer<typeof userStatusBody>;
