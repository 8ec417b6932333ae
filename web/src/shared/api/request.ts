/**
 * The calls of the API without React (the service worker and the offline outbox use them too):
 * one request, its errors, the URL of a contract's call and its typed answer.
 */
import {
  type AnswerOf,
  answersJson,
  type BodyInputOf,
  type Contract,
  type ParamsInputOf,
  pathOf,
  type QueryInputOf,
  routeKey,
} from '@app/schemas/shared/contract';

import { fetchNoted } from '../lib/offline';
import { isSessionEndedAnswer, markSessionEnded, signInCount } from './sessionEnded';
import { fetchAcrossRenewal } from './sessionRenewal';

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

export function messageField(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { message?: unknown } | null;
    return typeof parsed?.message === 'string' && parsed.message ? parsed.message : null;
  } catch {
    return null; // not JSON
  }
}

/**
 * Throws an ApiError for any non-OK response (docs/product.md, Messages); an ended session is also
 * announced, unless the member signed in again since the request was sent (`sentAt`, signInCount()).
 */
export async function throwIfResNotOk(response: Response, sentAt: number) {
  if (response.ok) return;
  const error = new ApiError(response.status, (await response.text()) || response.statusText);
  if (isSessionEndedAnswer(error.status, error.serverMessage)) markSessionEnded(sentAt);
  throw error;
}

/** Sends one request with the session cookie; a body is sent as JSON. Throws an ApiError unless OK. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const sentAt = signInCount();
  const response = await fetchAcrossRenewal(() =>
    fetchNoted(url, {
      method,
      headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
      credentials: 'include',
    }),
  );
  await throwIfResNotOk(response, sentAt);
  return response;
}

/** What a call of `contract` sends: its path parameters, query and body, each only when it has one. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
export type CallInput<C extends Contract> = Part<'params', ParamsInputOf<C>> &
  Part<'query', QueryInputOf<C>> &
  Part<'body', BodyInputOf<C>>;
/** The input argument, optional when the call sends nothing. */
export type InputArgument<C extends Contract> = object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

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
 * Every build but production (development, unit tests, the emulators' build the browser tests use)
 * checks each JSON answer against the contract's schema; production trusts it and ships no check.
 */
const CHECK_ANSWERS = import.meta.env.MODE !== 'production';

/**
 * Checks an answer against the contract in development and tests; a mismatch is a bug to see at once.
 * Through the schema's own Standard Schema interface: this module imports no zod, which the landing
 * page's first load does without (docs/performance.md).
 */
export function checkedAnswer<C extends Contract>(contract: C, answer: unknown): AnswerOf<C> {
  if (!CHECK_ANSWERS || !answersJson(contract.response)) return answer as AnswerOf<C>;
  const result = contract.response['~standard'].validate(answer);
  if (result instanceof Promise) throw new TypeError(`Lo schema della risposta di ${routeKey(contract)} è asincrono`);
  if (result.issues) {
    const issues = result.issues.map(
      (issue) => `${(issue.path ?? []).map((key) => (typeof key === 'object' ? key.key : key)).join('.')}: ${issue.message}`,
    );
    throw new Error(`Risposta di ${routeKey(contract)} diversa dal contratto: ${issues.join('; ')}`);
  }
  return result.value as AnswerOf<C>;
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
