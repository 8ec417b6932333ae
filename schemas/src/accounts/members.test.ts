import { describe, expect, it } from 'vitest';

import { normalizeSearchText } from '../shared/searchTerms';
import { adminUsersQuery, searchTermsOf } from './members';

describe('searchTermsOf', () => {
  const terms = searchTermsOf({ email: 'Giulia.Bianchi@Esempio.it', firstName: 'Niccolò Maria', lastName: 'De Luca' });

  it('holds the prefixes of names, their words, the full name and the e-mail, lowercased and without accents', () => {
    for (const term of [
      'ni',
      'niccolo',
      'niccolo maria',
      'ma',
      'maria',
      'de',
      'de luca',
      'lu',
      'luca',
      'niccolo maria de l',
      'de luca nic',
      'giulia.b',
      'giulia.bianchi@esempio.it',
    ]) {
      expect(terms).toContain(term);
    }
  });

  it('has no one-letter terms, none longer than 30 characters, and no duplicates', () => {
    expect(terms.every((term) => term.length >= 2 && term.length <= 30)).toBe(true);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms).not.toContain('niccolò');
  });
});

describe('adminUsersQuery', () => {
  it('normalizes the search as the terms are, and cuts it to 30 characters', () => {
    expect(adminUsersQuery.parse({ q: '  NICCOLÒ   Maria ' }).q).toBe(normalizeSearchText('niccolo maria'));
    expect(adminUsersQuery.parse({ q: 'x'.repeat(40) }).q).toHaveLength(30);
    expect(adminUsersQuery.parse({ q: '' }).q).toBe('');
  });

  it('refuses a one-letter search in Italian', () => {
    const result = adminUsersQuery.safeParse({ q: 'a' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Scrivi almeno 2 caratteri per cercare');
  });
});
