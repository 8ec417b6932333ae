import { accountContract } from '@app/schemas/accounts/accountContract';

import { Conflict } from '../../../shared/domainErrors';
import { auth } from '../../../shared/firebase';
import { implement } from '../../../shared/route';
import { clearSessionCookie } from '../../../shared/session';
import { requireCurrentPassword } from '../../currentPassword';
import { deleteProfile } from '../../data/accountErasure';

export const ADMIN_CANNOT_ERASE_SELF =
  'Un amministratore non può eliminare il proprio account: chiedi a un altro amministratore di toglierti prima il ruolo';

/**
 * DELETE /api/account (GDPR art. 17, docs/product.md, Accounts and privacy): with the password, the
 * Auth user goes first (no session or sign-in survives it), then the profile, whose deletion
 * starts the erasure of everything else by the users trigger. Orders stay, detached, because
 * invoices are kept for ten years. An admin is refused, so the practice never erases its last admin.
 */
export const deleteAccountRoute = implement(accountContract.deleteAccount, async ({ caller, body, request, response }) => {
  if (caller.isAdmin) throw new Conflict(ADMIN_CANNOT_ERASE_SELF);
  await requireCurrentPassword(caller.uid, body.password, response, { ip: request.ip, now: request.now });
  await auth.deleteUser(caller.uid);
  await deleteProfile(caller.uid);
  clearSessionCookie(response);
  return { message: 'Il tuo account è stato eliminato. Ci dispiace vederti andare.' };
});
