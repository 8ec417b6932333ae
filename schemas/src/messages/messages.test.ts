import { describe, expect, it } from 'vitest';

import { messageBody, periodMonths } from './messages';

describe('periodMonths', () => {
  it("reads the remote packages' periods, and nothing else", () => {
    expect(['3 mesi', '6 mesi', '1 anno', '2 anni', '1 mese'].map(periodMonths)).toEqual([3, 6, 12, 24, 1]);
    expect(['60 minuti', '', null, 'sei mesi'].map(periodMonths)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('messageBody', () => {
  it('takes 1 to 2,000 characters after trimming, with Italian messages', () => {
    expect(messageBody.parse({ text: '  Ciao  ' })).toEqual({ text: 'Ciao' });
    expect(messageBody.safeParse({ text: ' ' }).error?.issues[0]?.message).toBe('Il messaggio non può essere vuoto');
    expect(messageBody.safeParse({ text: 'a'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'Il messaggio può avere al massimo 2000 caratteri',
    );
    expect(messageBody.safeParse({}).error?.issues[0]?.message).toBe('Il messaggio non può essere vuoto');
  });
});
