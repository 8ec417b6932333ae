import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';

import { isSessionEndedAnswer, markSessionEnded } from './sessionEnded';

/**
 * A non-OK answer of the API. `message` is docs/product.md (Messages) "{status}: {body text or statusText}";
 * `serverMessage` is the body's Italian `{message}` when it has one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = messageField(text);
  }
}

function messageField(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { message?: unknown } | null;
    return typeof parsed?.message === 'string' && parsed.message ? parsed.message : null;
  } catch {
    return null; // not JSON
  }
}

/** Throws an ApiError for any non-OK response (docs/product.md, Messages); an ended session is also announced. */
export async function throwIfResNotOk(response: Response) {
  if (response.ok) return;
  const error = new ApiError(response.status, (await response.text()) || response.statusText);
  if (isSessionEndedAnswer(error.status, error.serverMessage)) markSessionEnded();
  throw error;
}

/** Calls the API with the session cookie; a body is sent as JSON. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}

/** Calls the API and parses the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  return (await apiRequest(method, url, data)).json() as Promise<T>;
}

/** The server's Italian message inside an ApiError, or the fallback when it has none. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The URL a query key stands for: its path segments joined by '/' (docs/product.md, Data fetching), then, when the last
 * segment is an object, its defined values as the query string:
 * ['/api/posts', { limit: 3 }] -> '/api/posts?limit=3'.
 */
export function queryKeyUrl(queryKey: QueryKey): string {
  const last = queryKey[queryKey.length - 1];
  if (typeof last !== 'object' || last === null) return queryKey.join('/');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(last as SearchParams))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const path = queryKey.slice(0, -1).join('/');
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GETs the URL of the query key (see queryKeyUrl). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKeyUrl(queryKey), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) {
      // Read the body all the same: an unread response stays open, and the page never goes idle.
      if (isSessionEndedAnswer(401, messageField(await response.text()))) markSessionEnded();
      return null as T;
    }
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

/** The app's query client: docs/product.md (Data fetching) defaults, with the default query function above. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

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
