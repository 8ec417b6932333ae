import { describe, expect, it } from 'vitest';

import { formatCents } from './format';

describe('formatCents', () => {
  it('shows cents as euro in the Italian format', () => {
    expect(formatCents(10000).replace(/\s/g, ' ')).toBe('100,00 €');
    // Italian groups thousands only from five digits.
    expect(formatCents(140000).replace(/\s/g, ' ')).toBe('1400,00 €');
    expect(formatCents(1234500).replace(/\s/g, ' ')).toBe('12.345,00 €');
    expect(formatCents(2950).replace(/\s/g, ' ')).toBe('29,50 €');
  });
});
