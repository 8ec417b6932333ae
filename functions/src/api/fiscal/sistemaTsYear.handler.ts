import { fiscalYear, sistemaTsSendResult, sistemaTsYearView } from '@app/schemas/fiscal';
import { z } from 'zod';

import { HttpError } from '../../app/httpError';
import { sistemaTsConnection, sistemaTsSecrets } from '../../invoices/sistemaTsConfig';
import { pendingOperation } from '../../invoices/sistemaTsTransmission';
import { sendYear, sistemaTsInvoicesOf, yearView } from '../../invoices/sistemaTsYear';
import { defineRoute } from '../route';
import { SISTEMA_TS_ACCESS } from './fiscalAccess';

const yearParams = z.object({ year: fiscalYear });

/** GET /api/admin/sistema-ts/{year}: the year's health invoices, their state at the TS and the deadline. */
export const sistemaTsYearRoute = defineRoute({
  method: 'get',
  path: '/admin/sistema-ts/:year',
  access: SISTEMA_TS_ACCESS,
  summary: "Le spese sanitarie dell'anno per il Sistema TS: stato di ogni invio e scadenza",
  params: yearParams,
  response: sistemaTsYearView,
  handler: async ({ params }) => yearView(params.year, await sistemaTsInvoicesOf(params.year)),
});

/** POST /api/admin/sistema-ts/{year}/send: sends every document the TS does not hold yet; never one twice. */
export const sendSistemaTsYearRoute = defineRoute({
  method: 'post',
  path: '/admin/sistema-ts/:year/send',
  access: SISTEMA_TS_ACCESS,
  summary: "Invia al Sistema TS i documenti di spesa dell'anno non ancora inviati",
  params: yearParams,
  response: sistemaTsSendResult,
  async handler({ params }) {
    const invoices = await sistemaTsInvoicesOf(params.year);
    const toSend = invoices.filter(({ order }) => pendingOperation(order) !== null);
    if (toSend.length === 0) throw new HttpError(404, `Nessun documento da inviare al Sistema TS per il ${params.year}`);
    const outcome = await sendYear(toSend, sistemaTsConnection(), sistemaTsSecrets());
    return { ...outcome, ...yearView(params.year, await sistemaTsInvoicesOf(params.year)) };
  },
});
