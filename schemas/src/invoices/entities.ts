/** What an order keeps of its invoice (services/entities.ts): the invoice as issued, its transmission to the Sistema TS. */
import { z } from 'zod';

import { serviceCategory } from '../services/serviceCategories';
import { timestamp } from '../shared/collections';
import { TAX_REGIMES } from '../shared/practice';
import { SISTEMA_TS_OPERATIONS, sistemaTsMessage } from './fiscal';
import { invoiceAmountsSchema } from './invoiceAmounts';

/**
 * What an invoice said when it was issued (with the completion of its order): kept on the order, so
 * a later change of the price list or of the practice's tax settings never alters an issued invoice.
 */
export const issuedInvoice = invoiceAmountsSchema.extend({
  serviceName: z.string(),
  serviceCategory: serviceCategory.nullable(),
  regime: z.enum(TAX_REGIMES),
  enpabRatePercent: z.number(),
});

/**
 * The last transmission to the Sistema TS of an invoice: which operation, its outcome (`error`: the
 * TS refused it; `unreachable`: no valid answer, still to send). `sending` is set, in a
 * transaction, before the call, so two sends of the year never send one document twice.
 */
export const sistemaTsTransmission = z.object({
  operation: z.enum(SISTEMA_TS_OPERATIONS),
  status: z.enum(['sending', 'sent', 'error', 'unreachable']),
  /** Whether the document sent said the payment was traced (a change is sent as a variation). */
  traced: z.boolean(),
  /** Cents of the refunds' credit notes the document sent was net of (a change is sent as a variation); none before the field. */
  refunded: z.number().int().min(0).optional(),
  /** Whether the TS holds the document (inserted and not cancelled). */
  registered: z.boolean(),
  protocollo: z.string().nullable(),
  esitoChiamata: z.string().nullable(),
  messages: z.array(sistemaTsMessage),
  at: timestamp,
});

export type IssuedInvoice = z.infer<typeof issuedInvoice>;
export type SistemaTsTransmission = z.infer<typeof sistemaTsTransmission>;
