import { defineTemplate } from '../../notifications/mail/template';
import { formatRomeDateTime } from '../../shared/format';

export interface ContactAlertData {
  name: string;
  email: string;
  phone: string;
  receivedAt: Date;
  link: string;
}

/**
 * To the practice's inbox: a visitor asked for a consultation, with who she is and how to reach
 * her. Not the consultation she chose (Consulenza IBS, PCOS: a condition) nor her message (free
 * text, which may describe symptoms): both wait in the app, behind the admin's sign-in.
 */
export const contactAlert = defineTemplate<ContactAlertData>({
  name: 'contactAlert',
  category: 'contact',
  subject: ({ name }) => `Nuova richiesta di consulenza: ${name}`,
  content: ({ name, email, phone, receivedAt, link }) => ({
    heading: 'Nuova richiesta di consulenza',
    paragraphs: [
      `${name} chiede una consulenza: richiesta ricevuta ${formatRomeDateTime(receivedAt)}.`,
      `Email: ${email}`,
      `Telefono: ${phone}`,
      'Il tipo di consulenza e il messaggio sono nell’area riservata, tra le richieste.',
    ],
    action: { label: 'Apri le richieste', url: link },
    note: 'Il messaggio può contenere dati sulla salute: per questo non è riportato in questa email.',
  }),
  sample: {
    name: 'Marta Ferri',
    email: 'marta.ferri@example.com',
    phone: '+39 333 765 4321',
    receivedAt: new Date('2026-12-01T08:30:00Z'),
    link: 'https://www.nutrizionefunzionale.example/admin/richieste',
  },
});
