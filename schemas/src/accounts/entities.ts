/** The accounts' stored shapes: users and consents (shared/collections.ts says what `…Doc` and `…Insert` are). */
import { z } from 'zod';

import { communityNameView } from '../community/communityName';
import { emailPreferences } from '../notifications/mail';
import { id, timestamp } from '../shared/collections';
import { privacyNotice } from '../shared/practice';

// users/{uid}: keyed by the Firebase Auth uid.
export const userInsert = z.object({
  email: z.email(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  profileImageUrl: z.string().nullable().default(null),
  points: z.number().int().default(0),
  level: z.number().int().min(1).default(1),
  isAdmin: z.boolean().default(false),
  /** Mirrors the Auth `doctor` claim: the role that reads health data (docs/security.md). */
  isDoctor: z.boolean().default(false),
  /** Mirrors the Auth user's `disabled`, so the members' list needs no Auth call. */
  disabled: z.boolean().default(false),
  /** The phone the practice knows (a patient made from a consultation request); absent otherwise. */
  phone: z.string().optional(),
});
export const userDoc = userInsert.extend({
  id,
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Lowercased prefixes of names and e-mail for the admin's search (kept by the users trigger). */
  searchTerms: z.array(z.string()).optional(),
  /** Last sign-in or visit, stamped at most once an hour (docs/product.md, Members). */
  lastSeenAt: timestamp.optional(),
  /** The optional e-mail categories the member switched off or on (absent: all on; docs/email.md). */
  emailPreferences: emailPreferences.partial().optional(),
  /** How the community shows the member; absent: first name and initial (docs/security.md, Community names). */
  communityName: communityNameView.optional(),
});

/** consents/{userId}_{document}_{version}: the notice a person accepted (its version), stamped with the time. */
export const consentInsert = z.object({
  userId: id,
  /** Which notice: 'privacy' (the privacy notice accepted at sign-up). */
  document: z.enum(['privacy']),
  version: z.string().min(1),
});
export const consentDoc = consentInsert.extend({ id, acceptedAt: timestamp });
/** The id of a consent's document: one per person, notice and version. */
export const consentIdOf = ({ userId, document, version }: z.output<typeof consentInsert>) => `${userId}_${document}_${version}`;
/** The current privacy notice accepted by a person. */
export const privacyConsentOf = (userId: string): z.output<typeof consentInsert> => ({
  userId,
  document: 'privacy',
  version: privacyNotice.version,
});

export type UserDoc = z.infer<typeof userDoc>;
export type ConsentDoc = z.infer<typeof consentDoc>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type UserInsert = z.output<typeof userInsert>;
export type ConsentInsert = z.output<typeof consentInsert>;
