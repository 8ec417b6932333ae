/** The demo accounts as Auth users and profiles, for the seed and for the API tests' run. */
import { consentIdOf, consentInsert, privacyConsentOf, userInsert } from '@app/schemas/accounts/entities';
import type { Auth } from 'firebase-admin/auth';

import { DEMO_ADMIN, DEMO_USER } from './demoAccounts';

/** The roles of the demo accounts: the demo admin is the doctor too (content and health data). */
const DEMO_ROLES = { member: { isAdmin: false, isDoctor: false }, admin: { isAdmin: true, isDoctor: true } } as const;
const DEMO_ACCOUNTS = [
  [DEMO_USER, DEMO_ROLES.member],
  [DEMO_ADMIN, DEMO_ROLES.admin],
] as const;

/** The demo accounts' Auth users with their roles, created when missing (the API tests' run makes them too). */
export async function ensureDemoAuthUsers(auth: Auth) {
  for (const [account, roles] of DEMO_ACCOUNTS) {
    try {
      // The demo accounts may book: their addresses are confirmed, also on a stack seeded before that rule.
      const existing = await auth.getUser(account.uid);
      if (!existing.emailVerified) await auth.updateUser(account.uid, { emailVerified: true });
    } catch {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: `${account.firstName} ${account.lastName}`,
        emailVerified: true,
      });
    }
    if (roles.isAdmin || roles.isDoctor) {
      await auth.setCustomUserClaims(account.uid, { ...(roles.isAdmin && { admin: true }), ...(roles.isDoctor && { doctor: true }) });
    }
  }
}

/** The demo accounts' profiles (users/{uid}), without their timestamps. */
export const demoAccountProfiles = () =>
  DEMO_ACCOUNTS.map(
    ([account, roles]) =>
      [
        account.uid,
        userInsert.parse({ email: account.email, firstName: account.firstName, lastName: account.lastName, ...roles }),
      ] as const,
  );

/** The demo accounts' accepted privacy notice (consents/{id}), as the sign-up form records it: without it they could not sign in. */
export const demoAccountConsents = () =>
  DEMO_ACCOUNTS.map(([account]) => {
    const consent = consentInsert.parse(privacyConsentOf(account.uid));
    return [consentIdOf(consent), consent] as const;
  });
