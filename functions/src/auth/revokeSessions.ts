import { auth } from '../app/firebase';

/**
 * Revokes every session of the user begun before now. Revocation works in whole seconds (a session
 * is revoked when it began before the revocation's second), so it waits for the next second to
 * begin: a session opened a moment ago, in this same second, is revoked too.
 */
export async function revokeEarlierSessions(uid: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
  await auth.revokeRefreshTokens(uid);
}
