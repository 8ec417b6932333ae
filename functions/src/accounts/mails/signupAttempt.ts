import { practiceEmail } from '@app/schemas/shared/practice';

import { defineTemplate } from '../../notifications/mail/template';

/** Someone tried to sign up with an address that already has an account (the page says nothing). */
export const signupAttempt = defineTemplate<{ loginLink: string; resetLink: string }>({
  name: 'signupAttempt',
  category: 'account',
  subject: () => `Hai già un account – ${practiceEmail.practiceName}`,
  content: ({ loginLink, resetLink }) => ({
    heading: 'Qualcuno ha provato a registrarsi con il tuo indirizzo',
    paragraphs: [
      `Abbiamo ricevuto una richiesta di registrazione a ${practiceEmail.practiceName} con questo indirizzo email, che ha già un account.`,
      `Se eri tu, accedi con la tua password; se non la ricordi, puoi sceglierne una nuova: ${resetLink}`,
    ],
    action: { label: 'Accedi', url: loginLink },
    note: 'Se non sei stata o stato tu, ignora questa email: il tuo account non è cambiato.',
  }),
  sample: {
    loginLink: 'https://www.nutrizionefunzionale.example/login',
    resetLink: 'https://www.nutrizionefunzionale.example/password-dimenticata',
  },
});
