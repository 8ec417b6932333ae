import { recordAccess } from './accessAudit';

/**
 * Sign-ins in the audit log (docs/security.md, Audit): who and from where, never the password. A
 * failure names no account (the e-mail may have none): its subject is the e-mail's hash, the key
 * of its rate-limit counters.
 */
export async function recordSignIn(
  attempt: { outcome: 'success'; uid: string } | { outcome: 'failure'; emailKey: string },
  ip: string | undefined,
): Promise<void> {
  const from = ip ? ` da ${ip}` : '';
  if (attempt.outcome === 'success') {
    await recordAccess({
      actorId: attempt.uid,
      action: 'auth.login',
      collection: 'users',
      subjectId: attempt.uid,
      summary: `Accesso riuscito${from}`,
    });
  } else {
    await recordAccess({
      actorId: 'sconosciuto',
      action: 'auth.login_failed',
      collection: 'users',
      subjectId: attempt.emailKey,
      summary: `Accesso non riuscito${from}`,
    });
  }
}
