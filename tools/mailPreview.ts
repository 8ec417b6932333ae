/**
 * npm run mail:preview: every e-mail of the app rendered with its sample data, in the browser
 * (http://127.0.0.1:1090, shifted by STACK_PORT_OFFSET): the HTML part, the plain text and the
 * subject, as the functions would send them. Needs no stack.
 */
import { createServer } from 'node:http';

import { isOptionalCategory } from '@app/schemas/notifications/mail';

import { MAIL_TEMPLATES } from '../functions/src/app/mailTemplates';
import { renderLayout } from '../functions/src/notifications/mail/layout';
import type { MailTemplate } from '../functions/src/notifications/mail/template';
import { PORT_OFFSET } from './ports';

const PORT = 1090 + PORT_OFFSET;
const SAMPLE_UNSUBSCRIBE = 'https://www.nutrizionefunzionale.example/api/mail/unsubscribe?token=esempio';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function rendered(template: MailTemplate<unknown>) {
  return {
    subject: template.subject(template.sample),
    ...renderLayout(template.content(template.sample), isOptionalCategory(template.category) ? SAMPLE_UNSUBSCRIBE : undefined),
  };
}

function index(): string {
  const rows = MAIL_TEMPLATES.map((template) => {
    const { subject } = rendered(template);
    return `<li><a href="/${template.name}">${escape(subject)}</a> <small>(${template.name}, ${template.category}) · <a href="/${template.name}.txt">testo</a></small></li>`;
  }).join('\n');
  return `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Anteprima email</title></head>
<body style="font-family:sans-serif;max-width:760px;margin:32px auto"><h1>Anteprima delle email</h1><ul>${rows}</ul></body></html>`;
}

createServer((request, response) => {
  const name = (request.url ?? '/').slice(1);
  const template = MAIL_TEMPLATES.find((candidate) => name === candidate.name || name === `${candidate.name}.txt`);
  if (!template) {
    response.writeHead(name ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' }).end(index());
    return;
  }
  const { subject, html, text } = rendered(template);
  if (name.endsWith('.txt')) response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Oggetto: ${subject}\n\n${text}`);
  else response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
}).listen(PORT, '127.0.0.1', () => console.log(`Anteprima delle email: http://127.0.0.1:${PORT}`));
