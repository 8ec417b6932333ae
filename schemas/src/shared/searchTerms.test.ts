import { describe, expect, it } from 'vitest';

import { prefixTermsOf, SEARCH_PREFIX_MAX, searchQuery } from './searchTerms';

// In a /u expression a whole emoji is one code point: only half of one matches a surrogate.
const wellFormed = (text: string) => !/\p{Cs}/u.test(text);

describe('prefixTermsOf', () => {
  it('stores every prefix of the normalized texts, from 2 characters', () => {
    expect(prefixTermsOf(['Élena Rè'])).toEqual(['el', 'ele', 'elen', 'elena', 'elena ', 'elena r', 'elena re']);
  });

  it('never cuts an emoji in half: every term is well-formed text Firestore can store', () => {
    const terms = prefixTermsOf(['Nguyễn Thị Ngọc Ánh 🙂🙂 e altro testo lungo']);
    expect(terms.every(wellFormed)).toBe(true);
    expect(terms).toContain('nguyen thi ngoc anh 🙂');
    expect(Math.max(...terms.map((term) => Array.from(term).length))).toBe(SEARCH_PREFIX_MAX);
  });
});

describe('searchQuery', () => {
  it('cuts a long search to the longest prefix stored, on a character boundary', () => {
    const typed = `${'a'.repeat(SEARCH_PREFIX_MAX - 1)}🙂 dopo`;
    const query = searchQuery.parse(typed);
    expect(query).toBe(`${'a'.repeat(SEARCH_PREFIX_MAX - 1)}🙂`);
    expect(wellFormed(query ?? '')).toBe(true);
  });
});
