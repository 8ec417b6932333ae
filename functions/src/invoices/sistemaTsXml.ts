import { isTracedPayment, type SistemaTsOperation } from '@app/schemas/invoices/fiscal';
import { practice } from '@app/schemas/shared/practice';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

import type { InvoicedOrder } from './invoicedOrder';
import { refundedByCreditNotes } from './sistemaTsTransmission';
import { isoDate, xmlAmount } from './xmlFormat';

export const SISTEMA_TS_NAMESPACE = 'http://documentospesap730.sanita.finanze.it';

/** Health services are "SP" (prestazioni sanitarie) in the Sistema TS's expense types. */
export const EXPENSE_TYPE = 'SP';
/** The invoices are numbered on one series: the TS's "dispositivo" 1. */
const DEVICE = 1;
/** VAT nature of the fee: exempt health service (art. 10 D.P.R. 633/1972) or forfettario regime. */
const FEE_NATURE = { ordinario: 'N4', forfettario: 'N2.2' } as const;
/** The stamp duty re-charged to the patient is outside VAT (art. 15 D.P.R. 633/1972). */
const STAMP_DUTY_NATURE = 'N1';

const REQUEST_ELEMENT: Record<SistemaTsOperation, { request: string; document: string }> = {
  inserimento: { request: 'inserimentoDocumentoSpesaRequest', document: 'idInserimentoDocumentoFiscale' },
  variazione: { request: 'variazioneDocumentoSpesaRequest', document: 'idVariazioneDocumentoFiscale' },
  cancellazione: { request: 'cancellazioneDocumentoSpesaRequest', document: 'idCancellazioneDocumentoFiscale' },
};

/** What the document needs beside the invoice: the doctor's pincode and an encryption with the TS's certificate. */
export interface SistemaTsSecrets {
  pincode: string;
  encrypt(text: string): string;
}

/** The invoice's key in the TS: the practice's partita IVA, the date, the device and the number. */
const expenseId = ({ order }: InvoicedOrder) => ({
  pIva: practice.fiscalDetails.vatNumber,
  dataEmissione: isoDate(order.invoiceDate),
  numDocumentoFiscale: { dispositivo: DEVICE, numDocumento: order.invoiceNumber },
});

/**
 * The expense: its id, the payment, the patient (unless opposed), its lines, traceability,
 * opposition. After partial refunds the expense is what the patient kept paying: their credit notes
 * come off the fee's line first, then off the stamp duty's (a refund of the whole is a cancellation).
 */
function expenseDocument(invoice: InvoicedOrder) {
  const { order, issued } = invoice;
  const opposed = order.sistemaTsOpposition === true;
  const refunded = refundedByCreditNotes(order);
  const fee = issued.fee + issued.enpabContribution;
  const lines: { tipoSpesa: string; importo: string; naturaIVA: string }[] = [
    { tipoSpesa: EXPENSE_TYPE, importo: xmlAmount(Math.max(0, fee - refunded)), naturaIVA: FEE_NATURE[issued.regime] },
  ];
  if (issued.stampDutyCharged > 0) {
    const stampDuty = Math.max(0, issued.stampDutyCharged - Math.max(0, refunded - fee));
    lines.push({ tipoSpesa: EXPENSE_TYPE, importo: xmlAmount(stampDuty), naturaIVA: STAMP_DUTY_NATURE });
  }
  return (secrets: SistemaTsSecrets) => ({
    idSpesa: expenseId(invoice),
    // The invoice is issued when the order is completed, on payment.
    dataPagamento: isoDate(order.invoiceDate),
    ...(opposed ? {} : { cfCittadino: secrets.encrypt(order.fiscalCode) }),
    voceSpesa: lines,
    pagamentoTracciato: isTracedPayment(order.paymentMethod ?? null) ? 'SI' : 'NO',
    tipoDocumento: 'F',
    flagOpposizione: opposed ? '1' : '0',
  });
}

/** The request element of an operation, to send as it is or inside a SOAP envelope. */
export function sistemaTsRequest(operation: SistemaTsOperation, invoice: InvoicedOrder, secrets: SistemaTsSecrets): XMLBuilder {
  const names = REQUEST_ELEMENT[operation];
  const body = operation === 'cancellazione' ? expenseId(invoice) : expenseDocument(invoice)(secrets);
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele(SISTEMA_TS_NAMESPACE, names.request)
    .ele({
      pincode: secrets.encrypt(secrets.pincode),
      Proprietario: { cfProprietario: practice.fiscalDetails.fiscalCode },
      [names.document]: body,
    })
    .doc();
}

/** The document as a file (GET /api/admin/orders/{id}/sistema-ts.xml). */
export const sistemaTsXml = (operation: SistemaTsOperation, invoice: InvoicedOrder, secrets: SistemaTsSecrets) =>
  sistemaTsRequest(operation, invoice, secrets).end({ prettyPrint: true });
