import { practiceEmail } from '@app/schemas/shared/practice';

import { defineTemplate } from '../../notifications/mail/template';

/** "Password dimenticata": the link to choose a new password. */
export const passwordReset = defineTemplate<{ link: string }>({
  name: 'passwordReset',
  category: 'account',
  subject: () => `Reimposta la tua password – ${practiceEmail.practiceName}`,
  content: ({ link }) => ({
    heading: 'Scegli una nuova password',
    paragraphs: [
      `Abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${practiceEmail.practiceName}.`,
      'Apri il link qui sotto per sceglierne una nuova. Il link vale per poco tempo e si può usare una sola volta.',
    ],
    action: { label: 'Scegli la nuova password', url: link },
    note: 'Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida.',
  }),
  sample: { link: 'https://www.nutrizionefunzionale.example/account/azione?mode=resetPassword&oobCode=esempio' },
});
