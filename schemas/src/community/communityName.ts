/**
 * How a member appears to others in the community (docs/security.md, Community names): first name
 * and the last name's initial (the default), full name, or a nickname. The profile form, the API
 * and the server's post views share these rules.
 */
import { z } from 'zod';

import type { AuthorView } from './posts';

export const COMMUNITY_NAME_STYLES = ['initial', 'full', 'nickname'] as const;
export type CommunityNameStyle = (typeof COMMUNITY_NAME_STYLES)[number];

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 30;

/** The 400 of a nickname another member holds. */
export const NICKNAME_TAKEN = 'Questo soprannome è già usato da un altro membro: scegline un altro';

/** Six digits or more, once spaces and the usual separators are gone, read as a phone number. */
const looksLikePhone = (value: string) => /\d{6,}/.test(value.replace(/[\s.\-/()+]/g, ''));

const nickname = z
  .string({ error: 'Scegli un soprannome' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(NICKNAME_MIN, `Il soprannome deve avere almeno ${NICKNAME_MIN} caratteri`)
      .max(NICKNAME_MAX, `Il soprannome può avere al massimo ${NICKNAME_MAX} caratteri`)
      .refine((value) => !value.includes('@'), 'Il soprannome non può contenere un indirizzo email')
      .refine((value) => !looksLikePhone(value), 'Il soprannome non può contenere un numero di telefono')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._'-]*$/u, "Il soprannome può contenere solo lettere, numeri, spazi e . _ - '"),
  );

/** The choice as stored in users/{uid}.communityName and as GET /api/auth/user reports it. */
export const communityNameView = z.object({
  style: z.enum(COMMUNITY_NAME_STYLES),
  nickname: z.string().nullable(),
});
export type CommunityName = z.infer<typeof communityNameView>;

/** Members who never chose (existing members included) appear as first name and initial. */
export const DEFAULT_COMMUNITY_NAME: CommunityName = { style: 'initial', nickname: null };

/** `communityName` of PUT /api/account/profile: `{style, nickname?}`, the nickname only with style 'nickname'. */
export const communityNameBody = z
  .object(
    {
      style: z.enum(COMMUNITY_NAME_STYLES, { error: 'Scegli come vuoi comparire nella community' }),
      nickname: nickname.nullish(),
    },
    { error: 'Scegli come vuoi comparire nella community' },
  )
  .refine((choice) => choice.style !== 'nickname' || Boolean(choice.nickname), { message: 'Scegli un soprannome', path: ['nickname'] })
  .transform((choice): CommunityName => ({ style: choice.style, nickname: choice.style === 'nickname' ? choice.nickname! : null }));
export type CommunityNameBody = z.input<typeof communityNameBody>;

/** What makes two nicknames the same one: case, width and spacing do not count. */
export function nicknameKey(value: string): string {
  return value.normalize('NFKC').toLocaleLowerCase('it-IT').replace(/\s+/g, ' ').trim();
}

interface Profile {
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  communityName?: CommunityName | null;
}

const initialOf = (lastName: string) => (lastName ? `${lastName.charAt(0).toUpperCase()}.` : '');

/**
 * A member as an author in the community. A `masked` reader (a visitor, or an account whose
 * address is not confirmed) never gets more than first name and initial, and no photo; a nickname
 * stays a nickname for everyone and never comes with the photo, which would undo it.
 */
export function communityFace(profile: Profile, { masked }: { masked: boolean }): AuthorView {
  const choice = profile.communityName ?? DEFAULT_COMMUNITY_NAME;
  if (choice.style === 'nickname' && choice.nickname) return { firstName: choice.nickname, lastName: '', profileImageUrl: null };
  const full = choice.style === 'full' && !masked;
  return {
    firstName: profile.firstName,
    lastName: full ? profile.lastName : initialOf(profile.lastName),
    profileImageUrl: masked ? null : profile.profileImageUrl,
  };
}
