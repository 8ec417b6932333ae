/**
 * Prefix search on Firestore: a document stores every prefix of the texts it can be found by
 * (`searchTerms`), and a search is one array-contains query on the normalized text typed
 * (docs/architecture.md, Search). The members' list and the orders use it.
 */
import { z } from 'zod';

/** Search terms are prefixes of at most this many characters; a longer search is cut to it. */
export const SEARCH_PREFIX_MAX = 30;
const SEARCH_MIN = 2;

/** Lowercase, no accents, single spaces: how both the stored terms and a search are compared. */
export const normalizeSearchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The first `count` characters of a text, counted by code point: a character outside the Basic
 * Multilingual Plane (an emoji in a name) is never cut in half, since half of one is not text and
 * Firestore refuses to store it.
 */
const firstChars = (text: string, count: number) => Array.from(text).slice(0, count).join('');

/** Every prefix (2 to SEARCH_PREFIX_MAX characters) of each of `sources` once normalized, sorted. */
export function prefixTermsOf(sources: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const source of sources.map(normalizeSearchText)) {
    const length = Array.from(source).length;
    for (let count = SEARCH_MIN; count <= Math.min(length, SEARCH_PREFIX_MAX); count += 1) terms.add(firstChars(source, count));
  }
  return [...terms].sort();
}

/** A search as typed: normalized, empty or at least 2 characters (the patients' in-memory search reads it whole). */
export const searchText = z
  .string({ error: 'La ricerca non è valida' })
  .max(200, 'La ricerca può avere al massimo 200 caratteri')
  .transform(normalizeSearchText)
  .refine((value) => value.length === 0 || value.length >= SEARCH_MIN, 'Scrivi almeno 2 caratteri per cercare');

/** The `?q=` of a list searched by its stored prefixes: the search cut to the longest prefix stored. */
export const searchQuery = searchText.transform((value) => firstChars(value, SEARCH_PREFIX_MAX)).optional();

/** Whether stored terms are already those of the document (a trigger writes them only when not). */
export const sameTerms = (stored: unknown, terms: readonly string[]) =>
  Array.isArray(stored) && stored.length === terms.length && stored.every((term, index) => term === terms[index]);
