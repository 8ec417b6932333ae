import { invitationBody, invitationView } from '@app/schemas/account';

import { auth } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { actionLinkOf, oobCodeOf, siteOriginOf } from '../../auth/actionLinks';
import { sendPasswordReset } from '../../auth/identityToolkit';
import { recordAdminWrite } from '../../data/adminAudit';
import { createProfile } from '../../data/users';
import { defineRoute } from '../route';

/** An invitation to an address that has an account: the admin may know it (a sign-up never says it). */
export const EMAIL_TAKEN = 'Esiste già un account con questa email. Accedi oppure reimposta la password.';

/**
 * POST /api/admin/invitations: the doctor invites a patient. The Auth user is created without a
 * password, with its profile and the audit entry in one batch; Firebase e-mails the set-password
 * link, and the answer carries a link of its own for the doctor to copy (a patient invited by
 * phone): the action page with a code the Admin SDK generated. Both codes open the same page.
 */
export const createInvitationRoute = defineRoute({
  method: 'post',
  path: '/admin/invitations',
  access: 'admin',
  summary: 'Invita un paziente: crea il suo account e restituisce il link per scegliere la password',
  body: invitationBody,
  response: invitationView,
  status: 201,
  async handler({ caller, body, request }) {
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
    const sent = await sendPasswordReset(body.email);
    if (!sent.ok) console.warn(`Email di invito non inviata a ${user.uid}: ${sent.code}`);
    const code = oobCodeOf(await auth.generatePasswordResetLink(body.email));
    return { userId: user.uid, email: body.email, link: actionLinkOf(siteOriginOf(request), 'resetPassword', code) };
  },
});
