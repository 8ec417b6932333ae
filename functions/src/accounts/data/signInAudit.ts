import { recordAccess } from '../../audit/data/accessAudit';

/**
 * Sign-ins in the audit log (docs/security.md, Audit): who and from where, never the password. An
 * entry is about the session (a success) or the e-mail's hash, the key of its rate-limit counters
 * (a failure: the e-mail may have no account); a success names the person as its subject.
 */
export async function recordSignIn(
  attempt: { outcome: 'success'; uid: string; sessionId: string } | { outcome: 'failure'; emailKey: string },
  ip: string | undefined,
): Promise<void> {
  const from = ip ? ` da ${ip}` : '';
  if (attempt.outcome === 'success') {
    await recordAccess({
      actorId: attempt.uid,
      action: 'auth.login',
      collection: 'sessions',
      subjectId: attempt.uid,
      documentId: attempt.sessionId,
      summary: `Accesso riuscito${from}`,
    });
  } else {
    await recordAccess({
      actorId: 'sconosciuto',
      action: 'auth.login_failed',
      collection: 'sessions',
      subjectId: attempt.emailKey,
      summary: `Accesso non riuscito${from}`,
    });
  }
}
