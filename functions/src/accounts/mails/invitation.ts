import { practice, practiceEmail } from '@app/schemas/shared/practice';

import { defineTemplate } from '../../notifications/mail/template';

/** The doctor invited a patient: the link to choose the first password. */
export const invitation = defineTemplate<{ firstName: string; link: string }>({
  name: 'invitation',
  category: 'account',
  subject: () => `${practice.doctorName} ti invita nell'area riservata – ${practiceEmail.practiceName}`,
  content: ({ firstName, link }) => ({
    heading: `Ciao ${firstName}, benvenuta o benvenuto!`,
    paragraphs: [
      `${practice.doctorName} ha creato il tuo account nell'area riservata di ${practiceEmail.practiceName}: lì trovi le tue prenotazioni, le fatture, il diario e la community.`,
      'Per entrare, scegli la tua password dal link qui sotto.',
    ],
    action: { label: 'Scegli la mia password', url: link },
    note: 'Se non ti aspettavi questo invito, ignora questa email.',
  }),
  sample: { firstName: 'Marco', link: 'https://www.nutrizionefunzionale.example/account/azione?mode=resetPassword&oobCode=esempio' },
});
