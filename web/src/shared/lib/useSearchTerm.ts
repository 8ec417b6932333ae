import { useEffect, useState } from 'react';

/** Searches start from this many characters (the server's minimum, schemas' adminUsersQuery and patientsQuery). */
export const SEARCH_MIN_LENGTH = 2;
/** The pause in typing after which a search is sent. */
export const SEARCH_PAUSE_MS = 300;

/** What a search field asks for: its text once typing pauses, '' while shorter than the minimum. */
export function useSearchTerm(text: string): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    const timer = setTimeout(() => setTerm(trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : ''), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return term;
}
