import { unsubscribeQuery } from '@app/schemas/mail';
import type { RequestHandler } from 'express';

import { unsubscribe } from '../../mail/unsubscribePage';
import { defineRoute, Download } from '../route';

/**
 * GET /api/mail/unsubscribe?token=…: the link at the foot of reminders and notifications switches
 * that category off without signing in (a signed token, never the uid) and answers an Italian page;
 * an invalid or expired token says so and changes nothing.
 */
export const unsubscribeRoute = defineRoute({
  method: 'get',
  path: '/mail/unsubscribe',
  access: 'visitor',
  summary: "Disattiva una categoria di email dal link dell'email (senza accesso)",
  query: unsubscribeQuery,
  response: { contentType: 'text/html; charset=utf-8' },
  async handler({ query }) {
    return new Download('text/html; charset=utf-8', (await unsubscribe(query.token)).html);
  },
});

/**
 * POST /api/mail/unsubscribe?token=…: the one-click unsubscribe of RFC 8058 (`List-Unsubscribe-Post`),
 * which mail clients send from their servers with the body `List-Unsubscribe=One-Click`, urlencoded.
 * It is mounted before the JSON-only and same-origin checks: the token is the authorisation, and a
 * forged request can only switch off the e-mails of the link's own member.
 */
export const oneClickUnsubscribe: RequestHandler = (req, res, next) => {
  const token = typeof req.query.token === 'string' ? req.query.token : undefined;
  unsubscribe(token)
    .then(({ ok, html }) =>
      res
        .status(ok ? 200 : 400)
        .type('html')
        .send(html),
    )
    .catch(next);
};
