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

/**
 * A deposit paid online (docs/payments.md, Fiscal rules): its receipt. The deposit is a caparra, not
 * invoiced: the invoice comes with the balance, at the visit.
 */
export const depositReceived = defineTemplate<OrderMailData>({
  name: 'depositReceived',
  category: 'orders',
  subject: ({ serviceName }) => `Caparra ricevuta: ${serviceName}`,
  content: ({ serviceName, amountCents, link }) => ({
    heading: 'La tua caparra è registrata',
    paragraphs: [
      `Abbiamo ricevuto la caparra di «${serviceName}» (${formatEuroCents(amountCents)}).`,
      'Il resto si paga in studio il giorno della visita: la fattura arriva con il saldo, per l’intero importo.',
    ],
    action: { label: 'Vedi i miei servizi', url: link },
  }),
  sample: { serviceName: 'Prima consulenza', amountCents: 3000, link: 'https://www.nutrizionefunzionale.example/my-services' },
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
