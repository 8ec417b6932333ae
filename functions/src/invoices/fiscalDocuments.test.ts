import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { invoiceAmounts, type PracticeTax } from '@app/schemas/invoices/invoiceAmounts';
import { practice, type TaxRegime } from '@app/schemas/shared/practice';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeSistemaTsKeys, sistemaTsDecrypt, type SistemaTsTestKeys } from '../../../tools/sistemaTs/testKeys';
import { build } from '../../../tools/testing/build';
import { schemaErrors } from '../../../tools/xml/officialSchemas';
import { fatturaPa } from './fatturaPaXml';
import type { InvoicedOrder } from './invoicedOrder';
import { creditedBefore, refundedAmounts } from './refundedAmounts';
import { sistemaTsEncrypt } from './sistemaTsCipher';
import { pendingOperation } from './sistemaTsTransmission';
import { sistemaTsXml } from './sistemaTsXml';
import { xmlAmount } from './xmlFormat';

const PATIENT_CODE = 'BNCGLI85A41H501H';
const PINCODE = '1234567890';
const INVOICE_DATE = new Date('2026-03-14T10:00:00Z');
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: false });

const taxOf = (regime: TaxRegime): PracticeTax => ({
  regime,
  vatRatePercent: 22,
  enpabRatePercent: 4,
  stampDutyChargedToPatient: true,
});

function invoiceOf({
  price = 10000,
  health = true,
  regime = 'ordinario' as TaxRegime,
  paymentMethod = 'carta' as PaymentMethod | null,
  opposed = false,
  company = false,
}): InvoicedOrder {
  const issued: IssuedInvoice = {
    ...invoiceAmounts(price, health, taxOf(regime)),
    serviceName: health ? 'Prima consulenza' : 'Piano di allenamento – 3 mesi',
    serviceCategory: health ? 'consultation' : 'training',
    regime,
    enpabRatePercent: 4,
  };
  const order = {
    ...build.order({
      status: 'completed',
      fiscalCode: company ? '' : PATIENT_CODE,
      billingType: company ? 'company' : 'private',
      vatNumber: company ? '12345670017' : '',
      sistemaTsOpposition: opposed,
      paymentMethod,
      invoiceNumber: '2026/0042',
      invoiceDate: INVOICE_DATE,
      issuedInvoice: issued,
    }),
    id: 'ordine-di-prova',
    createdAt: INVOICE_DATE,
    updatedAt: INVOICE_DATE,
  };
  return { order: order as InvoicedOrder['order'], issued };
}

let keys: SistemaTsTestKeys;
const secrets = () => ({ pincode: PINCODE, encrypt: (text: string) => sistemaTsEncrypt(keys.certificate, text) });

beforeAll(async () => {
  keys = await makeSistemaTsKeys();
});

describe('the Sistema TS document', () => {
  for (const regime of ['ordinario', 'forfettario'] as const) {
    it(`validates against DocumentoSpesa730pSchema.xsd and says what the TS needs (${regime})`, async () => {
      const xml = sistemaTsXml('inserimento', invoiceOf({ regime }), secrets());
      expect(await schemaErrors(xml, 'sistemaTs')).toEqual([]);
      const request = parser.parse(xml).inserimentoDocumentoSpesaRequest;
      expect(xml).toContain('<inserimentoDocumentoSpesaRequest xmlns="http://documentospesap730.sanita.finanze.it">');
      expect(sistemaTsDecrypt(keys.privateKey, request.pincode)).toBe(PINCODE);
      expect(request.Proprietario.cfProprietario).toBe(practice.fiscalDetails.fiscalCode);
      const document = request.idInserimentoDocumentoFiscale;
      expect(document.idSpesa).toEqual({
        pIva: practice.fiscalDetails.vatNumber,
        dataEmissione: '2026-03-14',
        numDocumentoFiscale: { dispositivo: '1', numDocumento: '2026/0042' },
      });
      expect(document.dataPagamento).toBe('2026-03-14');
      expect(sistemaTsDecrypt(keys.privateKey, document.cfCittadino)).toBe(PATIENT_CODE);
      // A € 100 price: € 98 of fee and ENPAB contribution, and the € 2 stamp duty charged to the patient.
      expect(document.voceSpesa).toEqual([
        { tipoSpesa: 'SP', importo: '98.00', naturaIVA: regime === 'ordinario' ? 'N4' : 'N2.2' },
        { tipoSpesa: 'SP', importo: '2.00', naturaIVA: 'N1' },
      ]);
      expect([document.pagamentoTracciato, document.tipoDocumento, document.flagOpposizione]).toEqual(['SI', 'F', '0']);
    });
  }

  it('says the payment was not traced for cash or an unknown method, and has one line below the stamp duty threshold', async () => {
    for (const paymentMethod of ['contanti', null] as const) {
      const xml = sistemaTsXml('inserimento', invoiceOf({ price: 5000, paymentMethod }), secrets());
      expect(await schemaErrors(xml, 'sistemaTs')).toEqual([]);
      const document = parser.parse(xml).inserimentoDocumentoSpesaRequest.idInserimentoDocumentoFiscale;
      expect(document.pagamentoTracciato).toBe('NO');
      expect(document.voceSpesa).toEqual({ tipoSpesa: 'SP', importo: '50.00', naturaIVA: 'N4' });
    }
  });

  it('has no codice fiscale and flagOpposizione 1 for a patient who opposed', async () => {
    const xml = sistemaTsXml('inserimento', invoiceOf({ opposed: true }), secrets());
    expect(await schemaErrors(xml, 'sistemaTs')).toEqual([]);
    const document = parser.parse(xml).inserimentoDocumentoSpesaRequest.idInserimentoDocumentoFiscale;
    expect(document.cfCittadino).toBeUndefined();
    expect(document.flagOpposizione).toBe('1');
    expect(xml).not.toContain(PATIENT_CODE);
  });

  it('is a valid variation and a valid cancellation', async () => {
    const variation = sistemaTsXml('variazione', invoiceOf({}), secrets());
    expect(await schemaErrors(variation, 'sistemaTs')).toEqual([]);
    expect(parser.parse(variation).variazioneDocumentoSpesaRequest.idVariazioneDocumentoFiscale.voceSpesa).toHaveLength(2);
    const cancellation = sistemaTsXml('cancellazione', invoiceOf({}), secrets());
    expect(await schemaErrors(cancellation, 'sistemaTs')).toEqual([]);
    const id = parser.parse(cancellation).cancellazioneDocumentoSpesaRequest.idCancellazioneDocumentoFiscale;
    expect(id.numDocumentoFiscale.numDocumento).toBe('2026/0042');
    expect(cancellation).not.toContain('cfCittadino');
  });

  it("sends an invoice's expense net of its refunds' credit notes: a variation, then a cancellation once they reach the total", async () => {
    const invoice = invoiceOf({});
    const total = invoice.issued.total;
    const fee = invoice.issued.fee + invoice.issued.enpabContribution;
    const refund = (attempt: number, amount: number) => ({
      attempt,
      refundId: `re_${attempt}`,
      amount,
      reason: 'Rimborso',
      status: 'succeeded' as const,
      requestedBy: 'dottoressa',
      requestedAt: INVOICE_DATE,
      settledAt: INVOICE_DATE,
      creditNote: { number: `NC2026/000${attempt}`, date: INVOICE_DATE, amount },
    });
    const sent = {
      operation: 'inserimento' as const,
      status: 'sent' as const,
      traced: true,
      registered: true,
      protocollo: 'P1',
      esitoChiamata: '0',
      messages: [],
      at: INVOICE_DATE,
    };
    const partly: InvoicedOrder = { ...invoice, order: { ...invoice.order, sistemaTs: sent, refunds: { '1': refund(1, 3000) } } };
    expect(pendingOperation(partly.order)).toBe('variazione');
    const variation = sistemaTsXml('variazione', partly, secrets());
    expect(await schemaErrors(variation, 'sistemaTs')).toEqual([]);
    const lines = parser.parse(variation).variazioneDocumentoSpesaRequest.idVariazioneDocumentoFiscale.voceSpesa;
    expect(lines.map((line: { importo: string }) => line.importo)).toEqual([((fee - 3000) / 100).toFixed(2), '2.00']);
    // Once the TS holds the net amount, nothing is pending; the rest refunded cancels the document.
    expect(pendingOperation({ ...partly.order, sistemaTs: { ...sent, refunded: 3000 } })).toBeNull();
    const whole = {
      ...partly.order,
      sistemaTs: { ...sent, refunded: 3000 },
      refunds: { '1': refund(1, 3000), '2': refund(2, total - 3000) },
    };
    expect(pendingOperation(whole)).toBe('cancellazione');
    // A document the TS never held is not sent at all once refunded whole.
    expect(pendingOperation({ ...whole, sistemaTs: null })).toBeNull();
  });

  it('is refused by the schema when a required part is missing (the validator does check)', async () => {
    const xml = sistemaTsXml('inserimento', invoiceOf({}), secrets()).replace(/<dataPagamento>.*<\/dataPagamento>/, '');
    expect((await schemaErrors(xml, 'sistemaTs')).join('\n')).toContain(
      'Expected is ( {http://documentospesap730.sanita.finanze.it}dataPagamento )',
    );
  });
});

describe('the SdI e-invoice (FatturaPA 1.2.2)', () => {
  it('validates and carries the ordinary regime: RF01, VAT 22%, ENPAB, payment by card', async () => {
    const { fileName, xml } = fatturaPa(invoiceOf({ health: false, price: 12000 }));
    expect(await schemaErrors(xml, 'fatturaPa')).toEqual([]);
    expect(fileName).toMatch(new RegExp(`^IT${practice.fiscalDetails.vatNumber}_[A-Z0-9]{5}\\.xml$`));
    const invoice = parser.parse(xml).FatturaElettronica;
    expect(invoice['@_versione']).toBe('FPR12');
    const header = invoice.FatturaElettronicaHeader;
    expect(header.DatiTrasmissione.ProgressivoInvio).toBe(fileName.slice(-9, -4));
    expect(header.DatiTrasmissione.CodiceDestinatario).toBe('0000000');
    expect(header.CedentePrestatore.DatiAnagrafici.RegimeFiscale).toBe('RF01');
    expect(header.CedentePrestatore.DatiAnagrafici.IdFiscaleIVA.IdCodice).toBe(practice.fiscalDetails.vatNumber);
    expect(header.CessionarioCommittente.DatiAnagrafici.CodiceFiscale).toBe(PATIENT_CODE);
    const body = invoice.FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD01',
      Numero: '2026/0042',
      Data: '2026-03-14',
      // A € 120 price: 94,58 fee + 3,78 ENPAB contribution = 98,36 taxable, 21,64 VAT.
      ImportoTotaleDocumento: '120.00',
      DatiCassaPrevidenziale: { TipoCassa: 'TC19', ImportoContributoCassa: '3.78', AliquotaIVA: '22.00' },
    });
    expect(body.DatiGenerali.DatiGeneraliDocumento.DatiBollo).toBeUndefined();
    expect(body.DatiBeniServizi.DettaglioLinee).toMatchObject({ AliquotaIVA: '22.00', PrezzoTotale: '94.58' });
    expect(body.DatiBeniServizi.DatiRiepilogo).toMatchObject({ AliquotaIVA: '22.00', ImponibileImporto: '98.36', Imposta: '21.64' });
    expect(body.DatiPagamento.DettaglioPagamento).toEqual({ ModalitaPagamento: 'MP08', ImportoPagamento: '120.00' });
  });

  it('validates in the forfettario: RF19, 0.00 with N2.2, the stamp duty, cash', async () => {
    const { xml } = fatturaPa(invoiceOf({ health: false, price: 12000, regime: 'forfettario', paymentMethod: 'contanti' }));
    expect(await schemaErrors(xml, 'fatturaPa')).toEqual([]);
    const invoice = parser.parse(xml).FatturaElettronica;
    expect(invoice.FatturaElettronicaHeader.CedentePrestatore.DatiAnagrafici.RegimeFiscale).toBe('RF19');
    const body = invoice.FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento.DatiBollo).toEqual({ BolloVirtuale: 'SI', ImportoBollo: '2.00' });
    expect(body.DatiBeniServizi.DettaglioLinee[0]).toMatchObject({ AliquotaIVA: '0.00', Natura: 'N2.2' });
    expect(body.DatiBeniServizi.DatiRiepilogo.map((summary: { Natura: string }) => summary.Natura)).toEqual(['N2.2', 'N1']);
    expect(body.DatiPagamento.DettaglioPagamento.ModalitaPagamento).toBe('MP01');
    expect(body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento).toBe('120.00');
  });

  it('names a company by its partita IVA, and pays by bank transfer', async () => {
    const { xml } = fatturaPa(invoiceOf({ health: false, company: true, paymentMethod: 'bonifico' }));
    expect(await schemaErrors(xml, 'fatturaPa')).toEqual([]);
    const invoice = parser.parse(xml).FatturaElettronica;
    expect(invoice.FatturaElettronicaHeader.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA).toEqual({
      IdPaese: 'IT',
      IdCodice: '12345670017',
    });
    expect(invoice.FatturaElettronicaBody.DatiPagamento.DettaglioPagamento.ModalitaPagamento).toBe('MP05');
  });

  it('is a TD04 credit note that refers to its invoice, with its own progressive', async () => {
    const invoice = invoiceOf({ health: false });
    invoice.order.creditNote = { number: 'NC2026/0003', date: new Date('2026-04-01T09:00:00Z'), reason: 'Prestazione non eseguita' };
    const note = fatturaPa(invoice, { ...invoice.order.creditNote, amounts: invoice.issued });
    expect(await schemaErrors(note.xml, 'fatturaPa')).toEqual([]);
    expect(note.fileName).not.toBe(fatturaPa(invoice).fileName);
    const general = parser.parse(note.xml).FatturaElettronica.FatturaElettronicaBody.DatiGenerali;
    expect(general.DatiGeneraliDocumento).toMatchObject({ TipoDocumento: 'TD04', Numero: 'NC2026/0003', Data: '2026-04-01' });
    expect(general.DatiFattureCollegate).toEqual({ IdDocumento: '2026/0042', Data: '2026-03-14' });
  });

  /** The TD04 of each of two refunds' credit notes (docs/fiscal.md, Credit notes): 50 € of the invoice, then the rest. */
  function refundNotes(invoice: InvoicedOrder) {
    const first = { number: 'NC2026/0004', date: new Date('2026-04-02T09:00:00Z'), amount: 5000 };
    const rest = { number: 'NC2026/0007', date: new Date('2026-04-09T09:00:00Z'), amount: invoice.issued.total - 5000 };
    return [first, rest].map((note) => {
      const amounts = refundedAmounts(invoice.issued, creditedBefore([rest, first], note), note.amount);
      return { amounts, document: fatturaPa(invoice, { ...note, reason: 'Rimborso parziale', amounts }) };
    });
  }
  const partsOf = (issued: IssuedInvoice) => [issued.fee, issued.enpabContribution, issued.vat, issued.stampDutyCharged];

  it.each([
    ['ordinario', 12000],
    ['forfettario', 15000],
  ] as const)(
    'is a TD04 for each refund (%s): the partial credit notes validate, and add up to the invoice part by part',
    async (regime, price) => {
      const invoice = invoiceOf({ health: false, price, regime });
      const notes = refundNotes(invoice);
      const sums = notes.map(({ amounts }) => partsOf(amounts)).reduce((sum, parts) => sum.map((value, index) => value + parts[index]!));
      expect(sums).toEqual(partsOf(invoice.issued));
      for (const { amounts, document } of notes) {
        expect(await schemaErrors(document.xml, 'fatturaPa')).toEqual([]);
        expect(amounts.fee + amounts.enpabContribution + amounts.vat + amounts.stampDutyCharged).toBe(amounts.total);
        // The VAT of each note is its taxable amount's, to the cent that rounding may move.
        expect(Math.abs(amounts.vat - ((amounts.fee + amounts.enpabContribution) * amounts.vatRatePercent) / 100)).toBeLessThanOrEqual(1);
      }
      const [first, rest] = notes.map(({ document }) => parser.parse(document.xml).FatturaElettronica.FatturaElettronicaBody.DatiGenerali);
      expect(first.DatiGeneraliDocumento).toMatchObject({ TipoDocumento: 'TD04', Numero: 'NC2026/0004', ImportoTotaleDocumento: '50.00' });
      expect(first.DatiGeneraliDocumento.Causale).toBe('Storno parziale della fattura n. 2026/0042: Rimborso parziale');
      expect(first.DatiFattureCollegate).toEqual({ IdDocumento: '2026/0042', Data: '2026-03-14' });
      expect(rest.DatiGeneraliDocumento.ImportoTotaleDocumento).toBe(xmlAmount(price - 5000));
      // The stamp duty comes off last: the first 50 € reverse none of it.
      expect(notes[0]!.amounts.stampDutyCharged).toBe(0);
      expect(notes[1]!.amounts.stampDutyCharged).toBe(invoice.issued.stampDutyCharged);
      expect(new Set(notes.map(({ document }) => document.fileName)).size).toBe(2);
    },
  );
});
