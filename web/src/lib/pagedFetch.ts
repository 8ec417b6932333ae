import { throwIfResNotOk } from './apiRequest';

export interface Page<T> {
  items: T[];
  /** The URL of the next page (the response's `Link: <…>; rel="next"`), or null on the last one. */
  next: string | null;
}

/** The next-page URL of a `Link` header, if any. */
export function nextPageUrl(link: string | null): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1] ?? null;
}

/** GETs one page of a list whose body is an array and whose next page is in the Link header. */
export async function fetchPage<T>(url: string): Promise<Page<T>> {
  const response = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(response);
  return { items: (await response.json()) as T[], next: nextPageUrl(response.headers.get('link')) };
}
