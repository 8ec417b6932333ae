import codiceFiscaleModule from 'codice-fiscale-js';
import { describe, expect, it } from 'vitest';

import {
  fiscalCodeCheckCharacter,
  hasFiscalCodeShape,
  hasValidFiscalCodeCheck,
  hasValidVatNumberCheck,
  hasValidVatNumberCheckDigit,
  hasVatNumberShape,
  vatNumberCheckDigit,
} from './taxCodes';

// The package's types declare a default export; its CommonJS build exports { CodiceFiscale }.
const { CodiceFiscale } = codiceFiscaleModule as unknown as { CodiceFiscale: typeof codiceFiscaleModule };

const isValidFiscalCode = (code: string) => hasFiscalCodeShape(code) && hasValidFiscalCodeCheck(code);
const isValidVatNumber = (vatNumber: string) => hasVatNumberShape(vatNumber) && hasValidVatNumberCheck(vatNumber);

/** Published examples: the Agenzia delle Entrate's "Mario Rossi" and others computed by codice-fiscale-js. */
const VALID_FISCAL_CODES = ['RSSMRA85T10A562S', 'RSSMRA80A01H501U', 'MRTMTT25D09F205Z', 'BNCGLI85A41H501H', 'VRDMRT85A41H501S'];

describe('codice fiscale', () => {
  it('accepts valid codes, whose check character is the one codice-fiscale-js computes', () => {
    for (const code of VALID_FISCAL_CODES) {
      expect(isValidFiscalCode(code), code).toBe(true);
      expect(fiscalCodeCheckCharacter(code.slice(0, 15))).toBe(CodiceFiscale.getCheckCode(code.slice(0, 15)));
    }
  });

  it('refuses every other check character', () => {
    for (const code of VALID_FISCAL_CODES) {
      const others = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((letter) => letter !== code[15]);
      for (const letter of others) expect(isValidFiscalCode(code.slice(0, 15) + letter), code.slice(0, 15) + letter).toBe(false);
    }
  });

  it('accepts omocodia codes (digits replaced by L-V) with their own check character', () => {
    const omocodie = CodiceFiscale.getOmocodie('RSSMRA85T10A562S');
    expect(omocodie.length).toBeGreaterThan(100);
    for (const code of omocodie) expect(isValidFiscalCode(code), code).toBe(true);
    // The published omocodia example: the last digit replaced, new check character.
    expect(isValidFiscalCode('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidFiscalCode('RSSMRA85T10A56NS')).toBe(false);
  });

  it('agrees with codice-fiscale-js on codes computed for many people', () => {
    const names = [
      ['Giulia', 'Bianchi', 'F'],
      ['Marco', 'Esposito', 'M'],
      ['Anna', 'Lo', 'F'],
      ['Xu', 'Li', 'M'],
    ] as const;
    for (const [name, surname, gender] of names) {
      for (const [day, month, year] of [
        [1, 1, 1950],
        [31, 12, 1999],
        [15, 6, 2005],
      ] as const) {
        const code = CodiceFiscale.compute({ name, surname, gender, day, month, year, birthplace: 'Roma', birthplaceProvincia: 'RM' });
        expect(isValidFiscalCode(code), code).toBe(true);
        expect(isValidFiscalCode(`${code.slice(0, 15)}${code[15] === 'A' ? 'B' : 'A'}`)).toBe(false);
      }
    }
  });

  it('refuses codes of the wrong shape', () => {
    for (const code of [
      'RSSMRA85T10A562',
      '1SSMRA85T10A562S',
      'RSSMRA85Z10A562S',
      'RSSMRAA5T10A562S',
      'RSSMRA85T10A5625',
      'rssmra85t10a562s',
    ]) {
      expect(hasFiscalCodeShape(code), code).toBe(false);
    }
  });
});

describe('partita IVA', () => {
  it('accepts published valid numbers', () => {
    for (const vatNumber of ['00743110157', '01114601006', '07643520567', '12345670017'])
      expect(isValidVatNumber(vatNumber), vatNumber).toBe(true);
  });

  it('refuses a wrong check digit, a wrong office code and the wrong shape', () => {
    for (const digit of '012345689'.split('')) expect(isValidVatNumber(`0074311015${digit}`)).toBe(false);
    // Office codes above 201 (other than 888 and 999) do not exist.
    expect(isValidVatNumber('01234567890')).toBe(false);
    expect(isValidVatNumber('00000000000')).toBe(false);
    for (const vatNumber of ['0074311015', '007431101570', 'IT00743110157', '0074311015A'])
      expect(hasVatNumberShape(vatNumber), vatNumber).toBe(false);
  });

  it('computes the check digit jsvat checks, so an office code error is told apart from a check digit error', () => {
    for (const vatNumber of ['00743110157', '01114601006', '07643520567', '12345670017']) {
      expect(vatNumberCheckDigit(vatNumber.slice(0, 10))).toBe(vatNumber[10]);
      expect(hasValidVatNumberCheckDigit(vatNumber)).toBe(true);
    }
    expect(hasValidVatNumberCheckDigit('00743110158')).toBe(false);
    // Right check digit, office code 789: jsvat refuses it for the office alone.
    expect(hasValidVatNumberCheckDigit('01234567897')).toBe(true);
    expect(hasValidVatNumberCheck('01234567897')).toBe(false);
  });
});
