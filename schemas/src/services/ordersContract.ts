import { z } from 'zod';

import { SISTEMA_TS_ACCESS, yearQuery } from '../invoices/fiscal';
import { defineContract } from '../shared/contract';
import { documentIdParam } from '../shared/documentId';
import { NOT_FOUND } from '../shared/notFound';
import { adminOrderBody } from './adminOrders';
import { adminOrdersQuery, orderBody, orderStatusBody, orderView } from './orders';

/** {id} of an order in the calls that change it. */
export const orderParams = z.object({ id: documentIdParam(NOT_FOUND.order) });
/** {orderId} of an order in the calls that download its documents. */
export const orderFileParams = z.object({ orderId: documentIdParam(NOT_FOUND.order) });

/** The orders calls: method, path, access and the zod schemas of what each reads and answers. */
export const ordersContract = {
  createOrder: defineContract({
    method: 'post',
    path: '/orders',
    access: 'member',
    invalidates: ['orders', 'appointments'],
    roundTrips: 11,
    summary: 'Richiesta di prenotazione di un servizio (il prezzo è quello del listino)',
    body: orderBody,
    response: orderView,
    status: 201,
  }),
  createAdminOrder: defineContract({
    method: 'post',
    path: '/admin/orders',
    access: 'admin',
    // A paid order is invoiced (the Sistema TS year); a remote package opens the patient's messages.
    invalidates: ['orders', 'fiscal', 'messages'],
    roundTrips: 5,
    summary:
      'Ordine fatto dallo studio per un paziente o per una nuova persona (servizio del listino, al suo prezzo, o voce libera); se pagato è completato con la fattura',
    body: adminOrderBody,
    response: orderView,
    status: 201,
  }),
  invoicePdf: defineContract({
    method: 'get',
    path: '/orders/:orderId/invoice.pdf',
    access: 'member',
    provides: ['orders'],
    roundTrips: 1,
    summary: "La fattura PDF di un ordine completato (al cliente dell'ordine e all'amministratore)",
    params: orderFileParams,
    response: { contentType: 'application/pdf' },
  }),
  listOrders: defineContract({
    method: 'get',
    path: '/orders',
    access: 'admin',
    provides: ['orders'],
    roundTrips: 4,
    summary:
      "Gli ordini, i più recenti prima, 50 per pagina (la successiva nell'intestazione Link), cercati per nome, email o numero di fattura, stato e mese",
    query: adminOrdersQuery,
    response: z.array(orderView),
  }),
  listUserOrders: defineContract({
    method: 'get',
    path: '/user/orders',
    access: 'member',
    provides: ['orders'],
    roundTrips: 4,
    summary: "Gli ordini dell'utente, i più recenti prima",
    response: z.array(orderView),
  }),
  sistemaTsExport: defineContract({
    method: 'get',
    path: '/admin/invoices/sistema-ts.csv',
    access: SISTEMA_TS_ACCESS,
    provides: ['orders'],
    roundTrips: 3,
    summary: "Le spese sanitarie fatturate nell'anno, in CSV per il Sistema Tessera Sanitaria",
    query: yearQuery,
    response: { contentType: 'text/csv; charset=utf-8' },
  }),
  updateOrderStatus: defineContract({
    method: 'put',
    path: '/orders/:id/status',
    access: 'admin',
    invalidates: ['orders', 'fiscal', 'appointments', 'courses', 'messages'],
    roundTrips: 14,
    summary: 'Completa (con il numero di fattura e il metodo di pagamento) o annulla un ordine in attesa',
    params: orderParams,
    body: orderStatusBody,
    response: orderView,
  }),
};
