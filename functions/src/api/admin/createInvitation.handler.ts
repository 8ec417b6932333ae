import { invitationBody, invitationView } from '@app/schemas/account';

import { auth } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { recordAdminWrite } from '../../data/adminAudit';
import { createProfile } from '../../data/users';
import { queueInvitation } from '../../mail/accountMails';
import { defineRoute } from '../route';

/** An invitation to an address that has an account: the admin may know it (a sign-up never says it). */
export const EMAIL_TAKEN = 'Esiste già un account con questa email. Accedi oppure reimposta la password.';

/**
 * POST /api/admin/invitations: the doctor invites a patient. The Auth user is created without a
 * password, with its profile and the audit entry in one batch; the invitation e-mail carries the
 * set-password link (the action page with a code the Admin SDK generated), and the answer carries
 * the same link for the doctor to copy (a patient invited by phone).
 */
export const createInvitationRoute = defineRoute({
  method: 'post',
  path: '/admin/invitations',
  access: 'admin',
  summary: 'Invita un paziente: crea il suo account e restituisce il link per scegliere la password',
  body: invitationBody,
  response: invitationView,
  status: 201,
  async handler({ caller, body }) {
    const fullName = `${body.firstName} ${body.lastName}`;
    const user = await auth.createUser({ email: body.email, displayName: fullName, emailVerified: false }).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'auth/email-already-exists') throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    });
    try {
      await createProfile(user.uid, body, (batch) =>
        recordAdminWrite(batch, caller.uid, {
          action: 'user.invite',
          collection: 'users',
          documentId: user.uid,
          summary: `Paziente «${fullName}» invitato (${body.email})`,
        }),
      );
    } catch (error) {
      await auth.deleteUser(user.uid);
      throw error;
    }
    const link = await queueInvitation(user.uid, body.email, body.firstName);
    return { userId: user.uid, email: body.email, link };
  },
});
