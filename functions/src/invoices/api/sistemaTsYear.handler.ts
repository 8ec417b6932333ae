import { fiscalContract } from '@app/schemas/invoices/contract';

import { NotFound } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { sistemaTsConnection, sistemaTsSecrets } from '../sistemaTsConfig';
import { pendingOperation } from '../sistemaTsTransmission';
import { sendYear, sistemaTsInvoicesOf, yearView } from '../sistemaTsYear';

/** GET /api/admin/sistema-ts/{year}: the year's health invoices, their state at the TS and the deadline. */
export const sistemaTsYearRoute = implement(fiscalContract.sistemaTsYear, async ({ params }) =>
  yearView(params.year, await sistemaTsInvoicesOf(params.year)),
);

/** POST /api/admin/sistema-ts/{year}/send: sends every document the TS does not hold yet; never one twice. */
export const sendSistemaTsYearRoute = implement(fiscalContract.sendSistemaTsYear, async ({ params }) => {
  const invoices = await sistemaTsInvoicesOf(params.year);
  const toSend = invoices.filter(({ order }) => pendingOperation(order) !== null);
  if (toSend.length === 0) throw new NotFound(`Nessun documento da inviare al Sistema TS per il ${params.year}`);
  const outcome = await sendYear(toSend, sistemaTsConnection(), sistemaTsSecrets());
  return { ...outcome, ...yearView(params.year, await sistemaTsInvoicesOf(params.year)) };
});
