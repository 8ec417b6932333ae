import { palette } from '@app/schemas/shared/palette';
import { practice, practiceEmail } from '@app/schemas/shared/practice';

import type { MailContent } from './template';

/** The HTML and plain-text parts of one e-mail. */
export interface RenderedBody {
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const FONT = 'Helvetica, Arial, sans-serif';

function button(action: NonNullable<MailContent['action']>): string {
  const url = escapeHtml(action.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0"><tr>
<td bgcolor="${palette.primary}" style="border-radius:6px">
<a href="${url}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;color:${palette.textSecondary}">Se il pulsante non funziona, copia questo indirizzo nel browser:<br><a href="${url}" style="color:${palette.primary};word-break:break-all">${url}</a></p>`;
}

/**
 * The one layout of every e-mail: tables and inline styles, which the common clients (Gmail,
 * Outlook, Apple Mail) render alike, the practice's name and colours, and a plain-text part with
 * the same words. The footer carries the unsubscribe link when the category can be switched off.
 */
export function renderLayout(content: MailContent, unsubscribeUrl?: string): RenderedBody {
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join('\n');
  const note = content.note
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${palette.textSecondary}">${escapeHtml(content.note)}</p>`
    : '';
  const unsubscribe = unsubscribeUrl
    ? `<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:${palette.textSecondary}">Non voglio più ricevere questo tipo di email</a>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${palette.sand}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${palette.sand}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:${palette.paper};border-radius:8px;font-family:${FONT};color:${palette.text}">
<tr><td bgcolor="${palette.primary}" style="padding:20px 32px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold;color:#ffffff">${escapeHtml(practiceEmail.practiceName)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${palette.primaryDark}">${escapeHtml(content.heading)}</h1>
${paragraphs}
${content.action ? button(content.action) : ''}
${note}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${palette.primaryLight};font-size:12px;line-height:1.5;color:${palette.textSecondary}">
${escapeHtml(practice.doctorName)} · ${escapeHtml(practiceEmail.practiceName)} · ${escapeHtml(practice.fiscalDetails.registeredOffice)}${unsubscribe}
</td></tr>
</table></td></tr></table>
</body></html>`;

  const text = [
    practiceEmail.practiceName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    `${practice.doctorName} · ${practiceEmail.practiceName} · ${practice.fiscalDetails.registeredOffice}`,
    ...(unsubscribeUrl ? [`Non voglio più ricevere questo tipo di email: ${unsubscribeUrl}`] : []),
  ].join('\n');
  return { html, text };
}
