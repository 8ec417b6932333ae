import {
  type AnswerOf,
  answersJson,
  type BodyInputOf,
  type Contract,
  type ParamsInputOf,
  pathOf,
  type QueryInputOf,
  routeKey,
} from '@app/schemas/contract';
import { QueryClient, type QueryFunction, type QueryKey, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { fetchNoted } from '../offline';
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

/** Sends one request with the session cookie; a body is sent as JSON. Throws an ApiError unless OK. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetchNoted(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}

/** What a call of `contract` sends: its path parameters, query and body, each only when it has one. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
export type CallInput<C extends Contract> = Part<'params', ParamsInputOf<C>> &
  Part<'query', QueryInputOf<C>> &
  Part<'body', BodyInputOf<C>>;
/** The input argument, optional when the call sends nothing. */
type InputArgument<C extends Contract> = object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** The query string of a call: its defined values, in order ('' when none). */
function searchOf(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as SearchParams))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a call of `contract`: its path with the parameters filled in, then the query. Links
 * (downloads, calendar files) use it as they are; `api` fetches it.
 */
export function urlOf<C extends Contract>(contract: C, ...[input]: InputArgument<C>): string {
  return pathOf(contract, (input?.params ?? {}) as Record<string, string>) + searchOf(input?.query);
}

/**
 * The query key of a read: the URL path of the call, then its query when it has one, so the default
 * query function (GET of the key's segments joined by '/', docs/product.md, Data fetching) reads
 * the same URL. Without a query it is the key of the whole list: invalidating it refreshes every
 * query of the list, whatever their query.
 */
export function keyOf<C extends Contract>(contract: C, input?: Partial<CallInput<C>>): readonly unknown[] {
  const path = pathOf(contract, (input?.params ?? {}) as Record<string, string>);
  return input?.query === undefined ? [path] : [path, input.query];
}

/**
 * Every build but production (development, unit tests, the emulators' build the browser tests use)
 * checks each JSON answer against the contract's schema; production trusts it and ships no check.
 */
const CHECK_ANSWERS = import.meta.env.MODE !== 'production';

/** Checks an answer against the contract in development and tests; a mismatch is a bug to see at once. */
export function checkedAnswer<C extends Contract>(contract: C, answer: unknown): AnswerOf<C> {
  if (!CHECK_ANSWERS || !answersJson(contract.response)) return answer as AnswerOf<C>;
  const result = z.safeParse(contract.response, answer);
  if (!result.success) throw new Error(`Risposta di ${routeKey(contract)} diversa dal contratto: ${z.prettifyError(result.error)}`);
  return result.data as AnswerOf<C>;
}

/**
 * Calls one /api contract: `api(ordersContract.createOrder, { body })`. Sends the cookies and the
 * body as JSON, throws an ApiError (status and the server's Italian message) for a non-OK answer,
 * and answers the parsed JSON, typed (and, in development and tests, checked) by the answer schema.
 */
export async function api<C extends Contract>(contract: C, ...[input]: InputArgument<C>): Promise<AnswerOf<C>> {
  const response = await apiRequest(contract.method.toUpperCase(), urlOf(contract, ...([input] as InputArgument<C>)), input?.body);
  return checkedAnswer(contract, await response.json());
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
    const response = await fetchNoted(queryKeyUrl(queryKey), { credentials: 'include' });
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

/**
 * GETs one page of a list whose body is an array and whose next page is in the Link header: the
 * first page at the contract's URL, the next ones at the URL the server gave.
 */
export async function fetchPage<C extends Contract>(contract: C, url: string): Promise<Page<ItemOf<C>>> {
  const response = await fetchNoted(url, { credentials: 'include' });
  await throwIfResNotOk(response);
  const items = checkedAnswer(contract, await response.json()) as ItemOf<C>[];
  return { items, next: nextPageUrl(response.headers.get('link')) };
}

/** The item of a list contract's answer. */
export type ItemOf<C extends Contract> = AnswerOf<C> extends readonly (infer T)[] ? T : never;

/**
 * The query of a read contract: its key (by default `keyOf`, a key factory may nest it under a
 * list's key for invalidation) and a query function that calls the contract.
 */
export function contractQuery<C extends Contract>(contract: C, input?: CallInput<C>, queryKey?: readonly unknown[]) {
  const args = [input] as InputArgument<C>;
  return queryOptions({ queryKey: queryKey ?? keyOf(contract, ...args), queryFn: () => api(contract, ...args) });
}
