import { mailContract } from '@app/schemas/notifications/mailContract';

import { implement } from '../../../shared/route';
import { emailPreferencesOf, saveEmailPreferences } from '../../mail/emailPreferences';

/** GET /api/account/email-preferences: which optional e-mails the member receives (docs/email.md). */
export const getEmailPreferencesRoute = implement(mailContract.getEmailPreferences, async ({ caller }) => emailPreferencesOf(caller.uid));

/** PUT /api/account/email-preferences: switches the optional e-mails on or off (account and orders always go). */
export const updateEmailPreferencesRoute = implement(mailContract.updateEmailPreferences, async ({ caller, body }) => {
  await saveEmailPreferences(caller.uid, body);
  return body;
});
