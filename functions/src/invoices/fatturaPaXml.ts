import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import { PAYMENT_METHODS, type PaymentMethod } from '@app/schemas/invoices/fiscal';
import { STAMP_DUTY } from '@app/schemas/invoices/invoiceAmounts';
import { practice } from '@app/schemas/shared/practice';
import { create } from 'xmlbuilder2';

import { Conflict } from '../shared/domainErrors';
import { serviceDescription } from './invoiceContent';
import type { InvoicedOrder } from './invoicedOrder';
import { isoDate, xmlAmount } from './xmlFormat';

/** FatturaPA 1.2.2 (format FPR12: invoices to private parties, persons and companies). */
export const FATTURA_PA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
const XMLDSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const FORMAT = 'FPR12';
/** The buyer receives it in the Agenzia's reserved area (no SdI code or PEC known). */
const NO_RECIPIENT_CODE = '0000000';
const REGIME_CODE = { ordinario: 'RF01', forfettario: 'RF19' } as const;
/** The forfettario's nature: not subject to VAT (art. 1, commi 54-89, L. 190/2014). */
const FORFETTARIO_NATURE = 'N2.2';
/** The stamp duty re-charged to the customer is outside VAT (art. 15 D.P.R. 633/1972). */
const STAMP_DUTY_NATURE = 'N1';
/** ENPAB, the biologists' pension fund, in the FatturaPA's list of funds. */
const ENPAB_FUND = 'TC19';
/** MP08 is "carta di pagamento", which also covers the other traceable instruments (PayPal, Satispay). */
const PAYMENT_CODE: Record<PaymentMethod, string> = { contanti: 'MP01', carta: 'MP08', bonifico: 'MP05', altro: 'MP08' };
const COUNTRY_CODES: Record<string, string> = {
  italia: 'IT',
  italy: 'IT',
  'san marino': 'SM',
  svizzera: 'CH',
  francia: 'FR',
  germania: 'DE',
  spagna: 'ES',
  austria: 'AT',
  'regno unito': 'GB',
};

/** The FatturaPA's text types take only Latin-1: typographic marks become their plain forms. */
function latin1(text: string, max: number): string {
  const plain = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/€/g, 'EUR')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '');
  return plain.slice(0, max).trim();
}

function countryCode(country: string): string {
  const code = /^[A-Z]{2}$/.test(country.trim()) ? country.trim() : COUNTRY_CODES[country.trim().toLowerCase()];
  if (!code) throw new Conflict(`Paese di fatturazione non riconosciuto per la fattura elettronica: «${country}»`);
  return code;
}

/** A document's numbering: 'F' for invoices, 'N' for credit notes. */
export type FatturaPaKind = 'invoice' | 'creditNote';

/**
 * ProgressivoInvio and the file name's progressive: unique per document and at most 5 characters,
 * the kind's letter and, in base 36, the year and the sequence of its number ('2026/0007').
 */
export function fatturaPaProgressive(kind: FatturaPaKind, number: string): string {
  const [, year, sequence] = /(\d{4})\/(\d+)$/.exec(number)!;
  const serial = (Number(year) - 2000) * 10_000 + Number(sequence);
  return `${kind === 'invoice' ? 'F' : 'N'}${serial.toString(36).toUpperCase().padStart(4, '0')}`;
}

/** The file name SdI asks for: IT{partita IVA}_{progressive}.xml. */
export const fatturaPaFileName = (progressive: string) => `IT${practice.fiscalDetails.vatNumber}_${progressive}.xml`;

function buyer({ order }: InvoicedOrder) {
  const company = order.billingType === 'company';
  const nation = countryCode(order.billingCountry);
  const postalCode = nation === 'IT' || /^\d{5}$/.test(order.billingPostalCode) ? order.billingPostalCode : '00000';
  return {
    DatiAnagrafici: {
      ...(company ? { IdFiscaleIVA: { IdPaese: 'IT', IdCodice: order.vatNumber } } : {}),
      ...(order.fiscalCode ? { CodiceFiscale: order.fiscalCode } : {}),
      Anagrafica: { Denominazione: latin1(order.customerName, 80) },
    },
    Sede: { Indirizzo: latin1(order.billingAddress, 60), CAP: postalCode, Comune: latin1(order.billingCity, 60), Nazione: nation },
  };
}

function seller(regime: keyof typeof REGIME_CODE) {
  const { fiscalDetails } = practice;
  return {
    DatiAnagrafici: {
      IdFiscaleIVA: { IdPaese: 'IT', IdCodice: fiscalDetails.vatNumber },
      CodiceFiscale: fiscalDetails.fiscalCode,
      Anagrafica: { Nome: fiscalDetails.firstName, Cognome: fiscalDetails.lastName },
      RegimeFiscale: REGIME_CODE[regime],
    },
    Sede: {
      Indirizzo: fiscalDetails.office.street,
      CAP: fiscalDetails.office.postalCode,
      Comune: fiscalDetails.office.city,
      Provincia: fiscalDetails.office.province,
      Nazione: 'IT',
    },
  };
}

/** The lines, the pension fund and the summaries by VAT rate or nature. */
function amounts(issued: IssuedInvoice) {
  const forfettario = issued.regime === 'forfettario';
  const rate = { AliquotaIVA: xmlAmount(issued.vatRatePercent * 100), ...(forfettario ? { Natura: FORFETTARIO_NATURE } : {}) };
  const exempt = { AliquotaIVA: '0.00', Natura: STAMP_DUTY_NATURE };
  const lines: Record<string, string>[] = [
    {
      Descrizione: latin1(serviceDescription(issued), 1000),
      PrezzoUnitario: xmlAmount(issued.fee),
      PrezzoTotale: xmlAmount(issued.fee),
      ...rate,
    },
  ];
  const summaries: Record<string, string>[] = [
    {
      ...rate,
      ImponibileImporto: xmlAmount(issued.fee + issued.enpabContribution),
      Imposta: xmlAmount(issued.vat),
      ...(forfettario ? { RiferimentoNormativo: 'Art. 1, commi 54-89, L. 190/2014 (regime forfettario)' } : { EsigibilitaIVA: 'I' }),
    },
  ];
  if (issued.stampDutyCharged > 0) {
    lines.push({
      Descrizione: 'Imposta di bollo',
      PrezzoUnitario: xmlAmount(issued.stampDutyCharged),
      PrezzoTotale: xmlAmount(issued.stampDutyCharged),
      ...exempt,
    });
    summaries.push({
      ...exempt,
      ImponibileImporto: xmlAmount(issued.stampDutyCharged),
      Imposta: '0.00',
      RiferimentoNormativo: 'Escluso art. 15 D.P.R. 633/1972',
    });
  }
  const fund =
    issued.enpabContribution > 0
      ? {
          DatiCassaPrevidenziale: {
            TipoCassa: ENPAB_FUND,
            AlCassa: xmlAmount(issued.enpabRatePercent * 100),
            ImportoContributoCassa: xmlAmount(issued.enpabContribution),
            ImponibileCassa: xmlAmount(issued.fee),
            ...rate,
          },
        }
      : {};
  return {
    fund,
    lines: lines.map((line, index) => ({ NumeroLinea: index + 1, ...line })),
    summaries,
  };
}

export interface FatturaPaDocument {
  fileName: string;
  xml: string;
}

/** A credit note an e-invoice is of: its number, date and reason, and the part of the invoice it reverses (all of it, or a refund's). */
export interface CreditNoteOf {
  number: string;
  date: Date;
  reason: string;
  amounts: IssuedInvoice;
}

/**
 * The SdI e-invoice of an invoiced order (TD01), or of a credit note (TD04, which refers to the
 * invoice): the whole invoice's ('Storna fattura'), or a refund's, for the part it reverses
 * (refundedAmounts.ts). The PDF stays the customer's courtesy copy.
 */
export function fatturaPa(invoice: InvoicedOrder, note?: CreditNoteOf): FatturaPaDocument {
  const { order } = invoice;
  const issued = note ? note.amounts : invoice.issued;
  const number = note ? note.number : order.invoiceNumber;
  const progressive = fatturaPaProgressive(note ? 'creditNote' : 'invoice', number);
  const { fund, lines, summaries } = amounts(issued);
  const method = order.paymentMethod && PAYMENT_METHODS.includes(order.paymentMethod) ? order.paymentMethod : null;
  const reversed = note && note.amounts.total < invoice.issued.total ? 'Storno parziale' : 'Storno';
  const body = {
    DatiGenerali: {
      DatiGeneraliDocumento: {
        TipoDocumento: note ? 'TD04' : 'TD01',
        Divisa: 'EUR',
        Data: isoDate(note ? note.date : order.invoiceDate),
        Numero: number,
        ...(issued.stampDutyDue ? { DatiBollo: { BolloVirtuale: 'SI', ImportoBollo: xmlAmount(STAMP_DUTY) } } : {}),
        ...fund,
        ImportoTotaleDocumento: xmlAmount(issued.total),
        ...(note ? { Causale: latin1(`${reversed} della fattura n. ${order.invoiceNumber}: ${note.reason}`, 200) } : {}),
      },
      ...(note ? { DatiFattureCollegate: { IdDocumento: order.invoiceNumber, Data: isoDate(order.invoiceDate) } } : {}),
    },
    DatiBeniServizi: { DettaglioLinee: lines, DatiRiepilogo: summaries },
    ...(method
      ? {
          DatiPagamento: {
            CondizioniPagamento: 'TP02',
            DettaglioPagamento: { ModalitaPagamento: PAYMENT_CODE[method], ImportoPagamento: xmlAmount(issued.total) },
          },
        }
      : {}),
  };
  const xml = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(FATTURA_PA_NAMESPACE, 'p:FatturaElettronica', { versione: FORMAT })
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:ds', XMLDSIG_NAMESPACE)
    .ele({
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: { IdPaese: 'IT', IdCodice: practice.fiscalDetails.fiscalCode },
          ProgressivoInvio: progressive,
          FormatoTrasmissione: FORMAT,
          CodiceDestinatario: NO_RECIPIENT_CODE,
        },
        CedentePrestatore: seller(issued.regime),
        CessionarioCommittente: buyer(invoice),
      },
      FatturaElettronicaBody: body,
    })
    .end({ prettyPrint: true });
  return { fileName: fatturaPaFileName(progressive), xml };
}
