import { OPTIONAL_CATEGORY_LABELS, type OptionalMailCategory } from '@app/schemas/notifications/mail';
import { palette } from '@app/schemas/shared/palette';
import { practiceEmail } from '@app/schemas/shared/practice';

import { switchOffCategory } from '../mail/emailPreferences';
import { MAIL_LINK_SECRET } from '../mail/params';
import { UNSUBSCRIBE_PATH } from '../mail/queue';
import { readUnsubscribeToken } from '../mail/unsubscribeToken';

export const INVALID_UNSUBSCRIBE_LINK =
  'Il link per disattivare le email non è valido o è scaduto. Nessuna impostazione è stata cambiata: puoi scegliere quali email ricevere dal tuo profilo.';

const doneMessage = (category: OptionalMailCategory) =>
  `Fatto: non riceverai più email di tipo «${OPTIONAL_CATEGORY_LABELS[category].label}». Puoi riattivarle quando vuoi dal tuo profilo.`;

/** The small Italian page of the unsubscribe link (no app, no script: it also answers mail clients). */
function page(title: string, message: string, form = ''): string {
  return `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${practiceEmail.practiceName}</title></head>
<body style="margin:0;font-family:Helvetica,Arial,sans-serif;background:${palette.sand};color:${palette.text}">
<main style="max-width:560px;margin:48px auto;padding:32px;background:${palette.paper};border-radius:8px">
<p style="margin:0 0 16px;font-weight:bold;color:${palette.primary}">${practiceEmail.practiceName}</p>
<h1 style="margin:0 0 16px;font-size:22px">${title}</h1>
<p style="line-height:1.5">${message}</p>${form}
<p><a href="/profilo" style="color:${palette.primary}">Vai al tuo profilo</a></p>
</main></body></html>`;
}

/** The token's member and category, or undefined for an invalid, forged or expired one. */
const validToken = (token: string | undefined) => (token ? readUnsubscribeToken(token, MAIL_LINK_SECRET.value()) : undefined);

/**
 * The page the e-mail's link opens (GET): it asks, with a button, and changes nothing, since mail
 * scanners and link previews open links by themselves. The button posts to the same address (the
 * one-click POST of RFC 8058), which switches the category off. An invalid token: the 400 page.
 */
export function unsubscribeConfirmation(token: string | undefined): { ok: boolean; html: string } {
  const valid = validToken(token);
  if (!valid) return { ok: false, html: page('Link non valido', INVALID_UNSUBSCRIBE_LINK) };
  const { label } = OPTIONAL_CATEGORY_LABELS[valid.category];
  const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token!)}`;
  const form = `
<form method="post" action="${action}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font:inherit;font-weight:bold;padding:12px 20px;border:0;border-radius:8px;background:${palette.primary};color:${palette.paper};cursor:pointer">Disattiva le email «${label}»</button>
</form>`;
  return {
    ok: true,
    html: page(
      'Disattivare queste email?',
      `Non riceverai più email di tipo «${label}». Puoi riattivarle quando vuoi dal tuo profilo.`,
      form,
    ),
  };
}

/**
 * Uses an unsubscribe link's token (POST): switches its category off for its member, without a
 * session. An invalid, forged or expired token changes nothing. Answers the page to show.
 */
export async function unsubscribe(token: string | undefined): Promise<{ ok: boolean; html: string }> {
  const valid = validToken(token);
  if (!valid) return { ok: false, html: page('Link non valido', INVALID_UNSUBSCRIBE_LINK) };
  await switchOffCategory(valid.uid, valid.category);
  return { ok: true, html: page('Email disattivate', doneMessage(valid.category)) };
}
