import { describe, expect, it } from 'vitest';

import { patientsQuery } from './patients';
import { patientMatches } from './patientSearch';

const nicola = { firstName: 'Nicolò', lastName: 'De Santis', email: 'N.Desantis@Example.com', phone: '+39 333 123.4567' };
const search = (q: string) => patientsQuery.parse({ q }).q ?? '';

describe('patientMatches', () => {
  it('finds a part of the name in either order, case and accents aside', () => {
    for (const q of ['nicolo', 'NICOLÒ de', 'santis', 'de santis nic', '  Nicolò   De  '])
      expect(patientMatches(search(q), nicola)).toBe(true);
    expect(patientMatches(search('nicola'), nicola)).toBe(false);
  });

  it('finds a part of the e-mail', () => {
    expect(patientMatches(search('desantis@exa'), nicola)).toBe(true);
    expect(patientMatches(search('example.org'), nicola)).toBe(false);
  });

  it("finds the phone's digits whatever the separators, from three digits on", () => {
    for (const q of ['3331234567', '333 1234', '+39 333', '123-45']) expect(patientMatches(search(q), nicola)).toBe(true);
    expect(patientMatches(search('33'), nicola)).toBe(false);
    expect(patientMatches(search('555'), nicola)).toBe(false);
    expect(patientMatches(search('333'), { ...nicola, phone: null })).toBe(false);
  });

  it('matches everyone without a search', () => {
    expect(patientMatches(search(''), nicola)).toBe(true);
  });
});

describe('patientsQuery', () => {
  it('reads all, limit and the search, and refuses a one-letter search and a limit out of range', () => {
    expect(patientsQuery.parse({ all: '1', limit: '20', q: ' Rossi ' })).toEqual({ all: true, limit: 20, q: 'rossi' });
    expect(patientsQuery.parse({})).toEqual({ limit: 50 });
    expect(patientsQuery.safeParse({ q: 'r' }).error?.issues[0]?.message).toBe('Scrivi almeno 2 caratteri per cercare');
    expect(patientsQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(patientsQuery.safeParse({ all: 'yes' }).success).toBe(false);
  });
});
