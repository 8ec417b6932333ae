import { describe, expect, it } from 'vitest';

import { orderBody, orderFieldRules, orderFormDefaults } from './orders';

const CROSS_RULE = 'fiscalCode: Codice fiscale obbligatorio per privati, Partita IVA obbligatoria per aziende';

const valid = {
  serviceId: 'prima-consulenza',
  customerName: 'Giulia Bianchi',
  customerEmail: 'giulia@example.com',
  customerPhone: '3331234567',
  billingType: 'private',
  fiscalCode: 'bncgli85a41h501h',
  billingAddress: 'Via Roma 1',
  billingCity: 'Roma',
  billingPostalCode: '00100',
};

const messagesOf = (input: unknown) => {
  const result = orderBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('orderBody (the booking form)', () => {
  it('accepts a private booking, upper-cases the fiscal code and applies the defaults', () => {
    const { billingType: _, ...withoutType } = valid;
    const parsed = orderBody.parse(withoutType);
    expect(parsed.fiscalCode).toBe('BNCGLI85A41H501H');
    expect(parsed).toMatchObject({
      billingType: 'private',
      billingCountry: 'Italia',
      notes: '',
      billingNotes: '',
      vatNumber: '',
      sistemaTsOpposition: false,
    });
  });

  it('accepts a company with a valid VAT number and no fiscal code', () => {
    expect(messagesOf({ ...valid, billingType: 'company', fiscalCode: '', vatNumber: '00743110157' })).toEqual([]);
  });

  it('keeps the opposition to the Sistema TS when chosen', () => {
    expect(orderBody.parse({ ...valid, sistemaTsOpposition: true }).sistemaTsOpposition).toBe(true);
    expect(messagesOf({ ...valid, sistemaTsOpposition: 'sì' })).toEqual([
      "sistemaTsOpposition: L'opposizione al Sistema TS deve essere sì o no",
    ]);
  });

  it('gives the Italian messages of docs/product.md (Validation)', () => {
    expect(messagesOf({ ...valid, customerName: 'G', customerEmail: 'non-una-email', customerPhone: '123', billingCountry: 'I' })).toEqual([
      'customerName: Il nome deve essere di almeno 2 caratteri',
      'customerEmail: Email non valida',
      'customerPhone: Il telefono deve essere di almeno 8 caratteri',
      'billingCountry: Il paese deve essere specificato',
    ]);
    expect(messagesOf({ ...valid, billingType: 'altro' })).toContain('billingType: Seleziona il tipo di fatturazione');
  });

  it('applies the cross rule on the fiscal code field', () => {
    expect(messagesOf({ ...valid, fiscalCode: '' })).toEqual([CROSS_RULE]);
    // A company may give a fiscal code too, but a VAT number is what it needs.
    expect(messagesOf({ ...valid, billingType: 'company', vatNumber: '' })).toEqual([CROSS_RULE]);
  });

  it('wants a given fiscal code to be exactly 16 characters', () => {
    expect(messagesOf({ ...valid, billingType: 'company', vatNumber: '00743110157', fiscalCode: 'ABC' })).toEqual([
      'fiscalCode: Il codice fiscale deve essere di 16 caratteri',
    ]);
    expect(messagesOf({ ...valid, fiscalCode: 'X'.repeat(17) })).toContain('fiscalCode: Il codice fiscale deve essere di 16 caratteri');
  });

  it('checks the shape and the check character of the fiscal code, omocodia included', () => {
    expect(messagesOf({ ...valid, fiscalCode: 'BNCGLI85A41H501Z' })).toEqual([
      "fiscalCode: Il codice fiscale non è valido: l'ultimo carattere (di controllo) non corrisponde",
    ]);
    expect(messagesOf({ ...valid, fiscalCode: 'BNCGLI85A41H50XH' })).toEqual([
      'fiscalCode: Il codice fiscale non è valido: controlla lettere e cifre',
    ]);
    // 'BNCGLIU5A41H501E' is the omocodia code of BNCGLI85A41H501H with the 8 written as U.
    expect(messagesOf({ ...valid, fiscalCode: 'bncgliu5a41h501e' })).toEqual([]);
    expect(messagesOf({ ...valid, fiscalCode: 'BNCGLIU5A41H501H' })).toHaveLength(1);
  });

  it('checks the length and the check digit of the VAT number', () => {
    const company = { ...valid, billingType: 'company', fiscalCode: '' };
    expect(messagesOf({ ...company, vatNumber: '0074311015' })).toEqual(['vatNumber: La Partita IVA deve essere di 11 cifre']);
    expect(messagesOf({ ...company, vatNumber: '0074311015A' })).toEqual(['vatNumber: La Partita IVA deve essere di 11 cifre']);
    expect(messagesOf({ ...company, vatNumber: '007431101570' })).toEqual(['vatNumber: La Partita IVA deve essere di 11 cifre']);
    expect(messagesOf({ ...company, vatNumber: '00743110158' })).toEqual([
      'vatNumber: La Partita IVA non è valida: la cifra di controllo non corrisponde',
    ]);
  });

  it('refuses a partita IVA whose check digit is right but whose office code does not exist, saying it is not valid', () => {
    const company = { ...valid, billingType: 'company', fiscalCode: '' };
    // Office code 789 (digits 8-10) names no office; 7 is the right check digit of 0123456789.
    expect(messagesOf({ ...company, vatNumber: '01234567897' })).toEqual(['vatNumber: La Partita IVA non è valida']);
    expect(messagesOf({ ...company, vatNumber: '00000000000' })).toEqual(['vatNumber: La Partita IVA non è valida']);
  });

  it('checks the billing address in Italian', () => {
    expect(messagesOf({ ...valid, billingAddress: 'Via', billingCity: 'R', billingPostalCode: '001' })).toEqual([
      "billingAddress: L'indirizzo deve essere di almeno 5 caratteri",
      'billingCity: La città deve essere di almeno 2 caratteri',
      'billingPostalCode: Il CAP deve essere di almeno 5 caratteri',
    ]);
  });

  it('bounds every text and answers wrong types in Italian', () => {
    expect(messagesOf({ ...valid, notes: 'x'.repeat(2001) })).toEqual(['notes: Le note possono avere al massimo 2000 caratteri']);
    expect(messagesOf({ ...valid, customerName: 'x'.repeat(101) })).toEqual(['customerName: Il nome può avere al massimo 100 caratteri']);
    expect(messagesOf({ ...valid, customerPhone: 12345678 })).toEqual(['customerPhone: Il telefono deve essere di almeno 8 caratteri']);
    expect(messagesOf({ ...valid, serviceId: 'a/b' })).toEqual(['serviceId: Servizio non valido']);
  });

  it('drops an amount sent by the client', () => {
    expect(orderBody.parse({ ...valid, totalAmount: 1 })).not.toHaveProperty('totalAmount');
  });
});

describe("the booking form's defaults and rules, read from orderBody", () => {
  it("start from the schema's defaults, and empty where a field has to be filled in", () => {
    expect(orderFormDefaults()).toEqual({
      serviceId: '',
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      notes: '',
      billingType: 'private',
      fiscalCode: '',
      vatNumber: '',
      billingAddress: '',
      billingCity: '',
      billingPostalCode: '',
      billingCountry: 'Italia',
      billingNotes: '',
      sistemaTsOpposition: false,
    });
  });

  it('are a valid booking once the required fields are filled in: the defaults never fail the schema', () => {
    const { billingType: _, ...filled } = valid;
    expect(orderBody.safeParse({ ...orderFormDefaults(), ...filled }).success).toBe(true);
  });

  it('tell which fields must be filled in and the longest value the schema takes', () => {
    expect(orderFieldRules('customerName')).toEqual({ required: true, maxLength: 100 });
    expect(orderFieldRules('customerEmail')).toEqual({ required: true, maxLength: 254 });
    expect(orderFieldRules('billingCountry')).toEqual({ required: true, maxLength: 60 });
    expect(orderFieldRules('notes')).toEqual({ required: false, maxLength: 2000 });
    expect(orderFieldRules('fiscalCode')).toEqual({ required: false, maxLength: 16 });
    expect(orderFieldRules('vatNumber')).toEqual({ required: false, maxLength: 11 });
    expect(orderFieldRules('sistemaTsOpposition')).toEqual({ required: false, maxLength: undefined });
    // Each bound is the schema's own: one character more is refused.
    for (const name of ['customerName', 'customerPhone', 'billingAddress', 'billingCity', 'billingPostalCode', 'notes'] as const) {
      const { maxLength } = orderFieldRules(name);
      const tooLong = { ...valid, [name]: '1'.repeat(maxLength! + 1) };
      expect(orderBody.safeParse(tooLong).error?.issues[0]?.path).toEqual([name]);
    }
  });
});
