import { practiceEmail } from '@app/schemas/shared/practice';

import { defineTemplate } from '../../notifications/mail/template';

/** After sign-up, and again from the banner: the link that confirms the address. */
export const addressConfirmation = defineTemplate<{ firstName: string; link: string }>({
  name: 'addressConfirmation',
  category: 'account',
  subject: () => `Conferma il tuo indirizzo email – ${practiceEmail.practiceName}`,
  content: ({ firstName, link }) => ({
    heading: `Ciao ${firstName}, conferma il tuo indirizzo`,
    paragraphs: [
      `Grazie per esserti registrata o registrato a ${practiceEmail.practiceName}.`,
      'Apri il link qui sotto per confermare che questo indirizzo è tuo: servirà per prenotare e per ricevere le comunicazioni dello studio.',
    ],
    action: { label: 'Conferma il mio indirizzo', url: link },
    note: 'Se non hai creato tu questo account, ignora questa email.',
  }),
  sample: { firstName: 'Giulia', link: 'https://www.nutrizionefunzionale.example/account/azione?mode=verifyEmail&oobCode=esempio' },
});
