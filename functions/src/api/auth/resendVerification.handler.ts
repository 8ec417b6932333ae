import { messageView } from '@app/schemas/account';

import { auth } from '../../app/firebase';
import { enforceRateLimits } from '../../app/rateLimit';
import { RATE_LIMITS } from '../../app/rateLimits';
import { isAddressConfirmed } from '../../auth/addressConfirmation';
import { queueAddressConfirmation } from '../../mail/accountMails';
import { defineRoute } from '../route';

/** POST /api/auth/verification: the member's address-confirmation e-mail, sent again (limited per member). */
export const resendVerificationRoute = defineRoute({
  method: 'post',
  path: '/auth/verification',
  access: 'member',
  summary: "Invia di nuovo l'email di conferma dell'indirizzo",
  response: messageView,
  async handler({ caller, response }) {
    if (await isAddressConfirmed(caller)) return { message: 'Il tuo indirizzo email è già confermato.' };
    await enforceRateLimits([{ limit: RATE_LIMITS.verificationEmailsPerMember, key: caller.uid }], response);
    await queueAddressConfirmation(caller.uid);
    const { email } = await auth.getUser(caller.uid);
    return { message: `Ti abbiamo inviato di nuovo l'email di conferma a ${email}. Apri il link che contiene.` };
  },
});
