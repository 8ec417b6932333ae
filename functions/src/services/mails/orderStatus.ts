import { defineTemplate } from '../../notifications/mail/template';
import { formatEuroCents } from '../../shared/format';

interface OrderMailData {
  serviceName: string;
  amountCents: number;
  link: string;
}

/**
 * The order was completed: paid online or marked paid by the doctor ('Completa'), and invoiced. It
 * is told as a payment, not as the booking's confirmation (that is the appointment's own e-mail).
 */
export const orderConfirmed = defineTemplate<OrderMailData>({
  name: 'orderConfirmed',
  category: 'orders',
  subject: ({ serviceName }) => `Pagamento registrato: ${serviceName}`,
  content: ({ serviceName, amountCents, link }) => ({
    heading: 'Il tuo pagamento è registrato',
    paragraphs: [
      `Abbiamo registrato il pagamento di «${serviceName}» (${formatEuroCents(amountCents)}).`,
      'Trovi la fattura nella sezione «Fatture» dell’area riservata.',
    ],
    action: { label: 'Vedi le mie fatture', url: link },
  }),
  sample: { serviceName: 'Prima consulenza', amountCents: 12000, link: 'https://www.nutrizionefunzionale.example/invoices' },
});

/** The doctor cancelled a booking. */
export const orderCancelled = defineTemplate<OrderMailData>({
  name: 'orderCancelled',
  category: 'orders',
  subject: ({ serviceName }) => `Prenotazione annullata: ${serviceName}`,
  content: ({ serviceName, amountCents, link }) => ({
    heading: 'La tua prenotazione è stata annullata',
    paragraphs: [
      `La prenotazione «${serviceName}» (${formatEuroCents(amountCents)}) è stata annullata.`,
      'Per informazioni o per prenotare di nuovo, scrivi alla nutrizionista o visita l’area riservata.',
    ],
    action: { label: 'Vedi le mie prenotazioni', url: link },
  }),
  sample: { serviceName: 'Visita di controllo', amountCents: 8000, link: 'https://www.nutrizionefunzionale.example/my-services' },
});
