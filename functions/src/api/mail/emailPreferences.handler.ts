import { emailPreferences } from '@app/schemas/mail';

import { emailPreferencesOf, saveEmailPreferences } from '../../data/emailPreferences';
import { defineRoute } from '../route';

/** GET /api/account/email-preferences: which optional e-mails the member receives (docs/email.md). */
export const getEmailPreferencesRoute = defineRoute({
  method: 'get',
  path: '/account/email-preferences',
  access: 'member',
  summary: 'Le email facoltative che il membro riceve (promemoria, notifiche)',
  response: emailPreferences,
  handler: async ({ caller }) => emailPreferencesOf(caller.uid),
});

/** PUT /api/account/email-preferences: switches the optional e-mails on or off (account and orders always go). */
export const updateEmailPreferencesRoute = defineRoute({
  method: 'put',
  path: '/account/email-preferences',
  access: 'member',
  summary: 'Attiva o disattiva le email facoltative (promemoria, notifiche)',
  body: emailPreferences,
  response: emailPreferences,
  async handler({ caller, body }) {
    await saveEmailPreferences(caller.uid, body);
    return body;
  },
});
