import { practice } from '@app/schemas/practice';

import { queueMail } from '../data/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The note to the owner of an address someone tried to sign up with (docs/security.md, Accounts):
 * the sign-up answered as for a new address, so only the owner learns of it.
 */
export async function sendSignupAttemptNote(email: string, siteUrl: string): Promise<void> {
  const paragraphs = [
    'Ciao,',
    `qualcuno ha provato a creare un nuovo account sul sito di ${practice.doctorName} con questo indirizzo email, che ha già un account. Non abbiamo creato nulla.`,
    `Se eri tu, non serve un nuovo account: accedi da ${siteUrl}/login. Se non ricordi la password, scegline una nuova da ${siteUrl}/password-dimenticata.`,
    'Se non eri tu, puoi ignorare questa email: il tuo account non è cambiato.',
  ];
  await queueMail({
    to: email,
    subject: `Tentativo di registrazione con il tuo indirizzo`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  });
}
