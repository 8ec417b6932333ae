import { describe, expect, it } from 'vitest';

import { prefixTermsOf, searchQuery } from './searchTerms';

/** Whether a text is well formed: no half of a surrogate pair without its other half. */
const wellFormed = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('prefixTermsOf and searchQuery', () => {
  it('never cut a character outside the BMP in half (half an emoji is no text, and Firestore refuses it)', () => {
    expect(prefixTermsOf(['a🌸b'])).toEqual(['a🌸', 'a🌸b']);
    const long = `${'x'.repeat(29)}🌸🌸`;
    const terms = prefixTermsOf([long]);
    expect(terms.every(wellFormed)).toBe(true);
    expect(terms.at(-1)).toBe(`${'x'.repeat(29)}🌸`);
    expect(searchQuery.parse(long)).toBe(`${'x'.repeat(29)}🌸`);
  });
});
