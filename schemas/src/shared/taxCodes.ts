import { checkVAT, italy } from 'jsvat';

/**
 * Italian tax codes beyond their length. The partita IVA's check digit (and its office code) come
 * from jsvat. The codice fiscale's check character is computed here: the libraries that compute it
 * ship the whole list of municipalities (over 100 KB gzip) which the booking form does not need;
 * codice-fiscale-js checks this implementation in the tests.
 */

/** A personal codice fiscale; the digits of positions 7-8, 10-11 and 13-15 may be omocodia letters. */
const FISCAL_CODE_SHAPE = /^[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/;

/** The value of a character in an odd position (1st, 3rd...): digits count as the letter of the same index. */
const ODD_POSITION_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** 0-25 for both '0'-'9' (as 'A'-'J') and 'A'-'Z'. */
const indexOf = (character: string) => {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
};

/** The check character of the first 15 characters of an upper-case codice fiscale. */
export function fiscalCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let position = 0; position < 15; position += 1) {
    const index = indexOf(first15[position]!);
    // Positions are counted from 1: the 1st, 3rd... use the odd table.
    sum += position % 2 === 0 ? ODD_POSITION_VALUES[index]! : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The shape of a personal codice fiscale (16 characters, omocodia letters allowed). */
export const hasFiscalCodeShape = (code: string) => FISCAL_CODE_SHAPE.test(code);

/** A well-shaped upper-case codice fiscale whose 16th character matches the other 15. */
export const hasValidFiscalCodeCheck = (code: string) => fiscalCodeCheckCharacter(code.slice(0, 15)) === code[15];

/** Eleven digits. */
export const hasVatNumberShape = (vatNumber: string) => /^\d{11}$/.test(vatNumber);

/** The check digit of the first 10 digits of a partita IVA (the Luhn rule jsvat applies). */
export function vatNumberCheckDigit(first10: string): string {
  let sum = 0;
  for (let position = 0; position < 10; position += 1) {
    const digit = Number(first10[position]);
    const weighted = position % 2 === 0 ? digit : digit * 2;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return String((10 - (sum % 10)) % 10);
}

/** An 11-digit partita IVA whose last digit matches the other ten. */
export const hasValidVatNumberCheckDigit = (vatNumber: string) => vatNumberCheckDigit(vatNumber.slice(0, 10)) === vatNumber[10];

/** An 11-digit partita IVA whose office code and check digit are right. */
export const hasValidVatNumberCheck = (vatNumber: string) => checkVAT(`IT${vatNumber}`, [italy]).isValid;
