import { defineContract } from '../shared/contract';
import { orderParams } from './ordersContract';
import { checkoutResult, paymentsMonthQuery, rescheduledResult, webhookResult } from './payments';
import { refundBody, refundResult } from './refunds';

/** The online payment calls (docs/payments.md): method, path, access and the zod schemas of what each reads and answers. */
export const paymentsContract = {
  createCheckout: defineContract({
    method: 'post',
    path: '/orders/:id/checkout',
    access: 'member',
    invalidates: ['orders'],
    roundTrips: 5,
    summary:
      "'Paga ora': apre (o riprende) il pagamento online di un proprio ordine in attesa su Stripe Checkout, con l'importo del listino; risponde con l'indirizzo della pagina di pagamento",
    params: orderParams,
    response: checkoutResult,
  }),
  stripeWebhook: defineContract({
    method: 'post',
    path: '/payments/webhook',
    access: 'visitor',
    // What a paid order changes, as the doctor's 'Completa' (the invoice, the visit, a package's courses and messages).
    invalidates: ['orders', 'fiscal', 'appointments', 'courses', 'messages'],
    roundTrips: 9,
    summary:
      "Gli eventi di Stripe (Checkout Session completata, pagamento asincrono riuscito o fallito, sessione scaduta; rimborso riuscito o fallito, con la sua nota di credito), firmati nell'intestazione Stripe-Signature; ciascuno applicato una volta",
    response: webhookResult,
  }),
  refundOrder: defineContract({
    method: 'post',
    path: '/admin/orders/:id/refund',
    access: 'admin',
    invalidates: ['orders', 'fiscal'],
    roundTrips: 2,
    summary:
      "'Rimborsa': rimborsa su Stripe un ordine pagato online, in tutto o in parte (senza importo: quanto resta); la nota di credito segue all'esito del rimborso",
    params: orderParams,
    body: refundBody,
    response: refundResult,
    status: 202,
  }),
  markRescheduled: defineContract({
    method: 'post',
    path: '/admin/orders/:id/rescheduled',
    access: 'admin',
    invalidates: ['orders'],
    roundTrips: 2,
    summary: "'Riprogrammata': la visita di un ordine pagato quando la sua richiesta era già terminata ha di nuovo un orario",
    params: orderParams,
    response: rescheduledResult,
  }),
  paymentsExport: defineContract({
    method: 'get',
    path: '/admin/payments.csv',
    access: 'admin',
    provides: ['orders'],
    roundTrips: 3,
    summary:
      "'Esporta pagamenti del mese': i pagamenti online e i rimborsi del mese (a Roma), una riga ciascuno, in CSV per il commercialista",
    query: paymentsMonthQuery,
    response: { contentType: 'text/csv; charset=utf-8' },
  }),
};
