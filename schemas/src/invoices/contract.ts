import { z } from 'zod';

import { orderView } from '../services/orders';
import { orderFileParams, orderParams } from '../services/ordersContract';
import { defineContract } from '../shared/contract';
import { creditNoteBody, fiscalYear, paymentMethodBody, SISTEMA_TS_ACCESS, sistemaTsSendResult, sistemaTsYearView } from './fiscal';

/** Who may read and change the fiscal files of an order (payment method, e-invoice, credit note): the admin, who runs the orders. */
export const FISCAL_ACCESS = 'admin' as const;

const yearParams = z.object({ year: fiscalYear });
/** {orderId} and the refund's {attempt} ('1', '2', …) of a partial credit note. */
const refundFileParams = orderFileParams.extend({ attempt: z.string().regex(/^[1-9]\d{0,2}$/, 'Rimborso non trovato') });

/** The fiscal calls: payment method, credit notes, e-invoices and the Sistema TS. */
export const fiscalContract = {
  fatturaPa: defineContract({
    method: 'get',
    path: '/admin/orders/:id/fatturapa.xml',
    access: FISCAL_ACCESS,
    provides: ['fiscal'],
    roundTrips: 1,
    summary: 'La fattura elettronica SdI (FatturaPA 1.2.2, TD01) di una prestazione non sanitaria',
    params: orderParams,
    response: { contentType: 'application/xml; charset=utf-8' },
  }),
  sistemaTsYear: defineContract({
    method: 'get',
    path: '/admin/sistema-ts/:year',
    access: SISTEMA_TS_ACCESS,
    provides: ['fiscal'],
    roundTrips: 2,
    summary: "Le spese sanitarie dell'anno per il Sistema TS: stato di ogni invio e scadenza",
    params: yearParams,
    response: sistemaTsYearView,
  }),
  createCreditNote: defineContract({
    method: 'post',
    path: '/admin/orders/:id/credit-note',
    access: FISCAL_ACCESS,
    invalidates: ['fiscal', 'orders'],
    roundTrips: 13,
    summary: "Storna la fattura di un ordine con una nota di credito (l'ordine diventa annullato)",
    params: orderParams,
    body: creditNoteBody,
    response: orderView,
    status: 201,
  }),
  creditNotePdf: defineContract({
    method: 'get',
    path: '/orders/:orderId/credit-note.pdf',
    access: 'member',
    provides: ['fiscal'],
    roundTrips: 1,
    summary: "La nota di credito PDF di una fattura stornata (al cliente dell'ordine e all'amministratore)",
    params: orderFileParams,
    response: { contentType: 'application/pdf' },
  }),
  refundCreditNotePdf: defineContract({
    method: 'get',
    path: '/orders/:orderId/refunds/:attempt/credit-note.pdf',
    access: 'member',
    provides: ['fiscal'],
    roundTrips: 1,
    summary: "La nota di credito PDF di un rimborso su Stripe (parziale o totale), al cliente dell'ordine e all'amministratore",
    params: refundFileParams,
    response: { contentType: 'application/pdf' },
  }),
  creditNoteFatturaPa: defineContract({
    method: 'get',
    path: '/admin/orders/:id/credit-note/fatturapa.xml',
    access: FISCAL_ACCESS,
    provides: ['fiscal'],
    roundTrips: 1,
    summary: 'La nota di credito elettronica SdI (FatturaPA 1.2.2, TD04) di una prestazione non sanitaria',
    params: orderParams,
    response: { contentType: 'application/xml; charset=utf-8' },
  }),
  refundCreditNoteFatturaPa: defineContract({
    method: 'get',
    path: '/admin/orders/:orderId/refunds/:attempt/credit-note/fatturapa.xml',
    access: FISCAL_ACCESS,
    provides: ['fiscal'],
    roundTrips: 1,
    summary:
      'La nota di credito elettronica SdI (FatturaPA 1.2.2, TD04) di un rimborso su Stripe (parziale o totale) di una prestazione non sanitaria',
    params: refundFileParams,
    response: { contentType: 'application/xml; charset=utf-8' },
  }),
  setPaymentMethod: defineContract({
    method: 'put',
    path: '/admin/orders/:id/payment',
    access: FISCAL_ACCESS,
    invalidates: ['fiscal', 'orders'],
    roundTrips: 6,
    summary: 'Registra il metodo di pagamento di un ordine fatturato',
    params: orderParams,
    body: paymentMethodBody,
    response: orderView,
  }),
  sistemaTsDocument: defineContract({
    method: 'get',
    path: '/admin/orders/:id/sistema-ts.xml',
    access: SISTEMA_TS_ACCESS,
    provides: ['fiscal'],
    roundTrips: 2,
    summary: 'Il documento di spesa sanitaria per il Sistema TS (XML, inserimentoDocumentoSpesaRequest)',
    params: orderParams,
    response: { contentType: 'application/xml; charset=utf-8' },
  }),
  sendSistemaTsYear: defineContract({
    method: 'post',
    path: '/admin/sistema-ts/:year/send',
    access: SISTEMA_TS_ACCESS,
    invalidates: ['fiscal'],
    roundTrips: 28,
    summary: "Invia al Sistema TS i documenti di spesa dell'anno non ancora inviati",
    params: yearParams,
    response: sistemaTsSendResult,
  }),
};
