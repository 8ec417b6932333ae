import { useEffect, useState } from 'react';

/** What a search field asks the server for: after a pause in typing, and from 2 characters (the server's minimum). */
export function useSearchTerm(text: string): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim().length >= 2 ? text.trim() : ''), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return term;
}
