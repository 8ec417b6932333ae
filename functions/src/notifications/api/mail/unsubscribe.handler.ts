import { mailContract } from '@app/schemas/notifications/mailContract';
import type { RequestHandler } from 'express';

import { Download, implement } from '../../../shared/route';
import { unsubscribe, unsubscribeConfirmation } from '../../mails/unsubscribePage';

/**
 * GET /api/mail/unsubscribe?token=…: the link at the foot of reminders and notifications opens an
 * Italian page that asks, with a button, and changes nothing (a mail scanner opening the link must
 * not unsubscribe anyone); the button is the POST below. An invalid or expired token: a 400 page.
 */
export const unsubscribeRoute = implement(mailContract.unsubscribe, async ({ query }) => {
  const { ok, html } = unsubscribeConfirmation(query.token);
  return new Download('text/html; charset=utf-8', html, undefined, ok ? 200 : 400);
});

/**
 * POST /api/mail/unsubscribe?token=…: the one-click unsubscribe of RFC 8058 (`List-Unsubscribe-Post`),
 * which mail clients send from their servers with the body `List-Unsubscribe=One-Click`, urlencoded,
 * and the button of the GET's page.
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
