import { EMAIL_TAKEN } from '@app/schemas/accounts/auth';
import type { WriteBatch } from 'firebase-admin/firestore';

import { recordAdminWrite } from '../audit/data/adminAudit';
import { Conflict } from '../shared/domainErrors';
import { auth } from '../shared/firebase';
import { createProfile } from './data/users';
import { queueInvitation } from './mails/accountMails';

export interface InvitedPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** The phone the practice knows (a consultation request's), kept on the profile. */
  phone?: string;
}

/**
 * The doctor invites a patient: the Auth user is created without a password, with its profile, the
 * audit entry and what `alongside` adds (a request marked handled) in one batch; the invitation
 * e-mail carries the set-password link (the action page with a code the Admin SDK generated), which
 * is answered too for the doctor to copy (a patient invited by phone). An address that has an
 * account is a 409 and nothing is written. Two round trips: the batch, the e-mail's document.
 */
export async function invitePatient(
  actorId: string,
  person: InvitedPerson,
  alongside: (batch: WriteBatch, userId: string) => void = () => undefined,
): Promise<{ userId: string; link: string }> {
  const fullName = `${person.firstName} ${person.lastName}`;
  const user = await auth.createUser({ email: person.email, displayName: fullName, emailVerified: false }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw new Conflict(EMAIL_TAKEN);
    throw error;
  });
  try {
    await createProfile(user.uid, person, (batch) => {
      recordAdminWrite(batch, actorId, {
        action: 'user.invite',
        collection: 'users',
        documentId: user.uid,
        summary: `Paziente «${fullName}» invitato (${person.email})`,
      });
      alongside(batch, user.uid);
    });
  } catch (error) {
    // The profile's batch failed (the request was handled meanwhile, say): no account without it.
    await auth.deleteUser(user.uid);
    throw error;
  }
  const link = await queueInvitation(user.uid, person.email, person.firstName);
  return { userId: user.uid, link };
}

/** The uid of the account with this address, if there is one (an Auth lookup, no Firestore read). */
export async function accountIdOf(email: string): Promise<string | undefined> {
  try {
    return (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}
