import { defineContract } from '@app/schemas/shared/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError, apiErrorMessage, apiRequest, checkedAnswer, getQueryFn, nextPageUrl, queryKeyUrl, throwIfResNotOk } from './client';

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch with one answer; returns the mock to read the calls. */
function answerWith(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function errorOf(response: Response): Promise<unknown> {
  return throwIfResNotOk(response, 0).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('ApiError', () => {
  it('has the status, the server\'s message and docs/product.md (Messages)\'s "{status}: {body}" as its message', async () => {
    const body = '{"message":"Il titolo deve avere almeno 5 caratteri"}';
    const error = await errorOf(new Response(body, { status: 400 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).serverMessage).toBe('Il titolo deve avere almeno 5 caratteri');
  });

  it('takes the status text when the body is empty, and has no server message without {message}', async () => {
    const empty = (await errorOf(new Response(null, { status: 503, statusText: 'Service Unavailable' }))) as ApiError;
    expect(empty.message).toBe('503: Service Unavailable');
    expect(empty.serverMessage).toBeNull();
    const text = (await errorOf(new Response('Internal Server Error', { status: 500 }))) as ApiError;
    expect(text.message).toBe('500: Internal Server Error');
    expect(text.serverMessage).toBeNull();
    expect(((await errorOf(new Response('{}', { status: 400 }))) as ApiError).serverMessage).toBeNull();
  });

  it('is not thrown for an OK response', async () => {
    expect(await errorOf(new Response('[]', { status: 200 }))).toBeUndefined();
  });
});

describe('apiErrorMessage', () => {
  it("gives the server's Italian message, or the fallback when there is none", () => {
    expect(apiErrorMessage(new ApiError(400, '{"message":"Credenziali non valide per questo account"}'), 'Riprova')).toBe(
      'Credenziali non valide per questo account',
    );
    expect(apiErrorMessage(new ApiError(500, 'Internal Server Error'), 'Riprova')).toBe('Riprova');
    expect(apiErrorMessage(new Error('rete assente'), 'Riprova')).toBe('Riprova');
    expect(apiErrorMessage('boom', 'Riprova')).toBe('Riprova');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the cookies and throws an ApiError for a non-OK answer', async () => {
    const fetchMock = answerWith(new Response('{"message":"Post non trovato"}', { status: 404 }));
    const failure = apiRequest('POST', '/api/posts/x/like', { isLiked: true });
    await expect(failure).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Post non trovato',
      message: '404: {"message":"Post non trovato"}',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/posts/x/like', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"isLiked":true}',
      credentials: 'include',
    });
  });
});

describe('the default query function', () => {
  const run = (queryKey: readonly unknown[], on401: 'throw' | 'returnNull' = 'throw') =>
    new QueryClient().fetchQuery({ queryKey, queryFn: getQueryFn<unknown>({ on401 }), retry: false });

  it("GETs the key's URL and parses the JSON", async () => {
    const fetchMock = answerWith(Response.json([{ id: 'p1' }]));
    expect(await run(['/api/posts', { limit: 3, withComments: false }])).toEqual([{ id: 'p1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/posts?limit=3&withComments=false', { credentials: 'include' });
  });

  it('throws an ApiError for a non-OK answer, a 401 included unless it means "no user"', async () => {
    answerWith(new Response('{"message":"Accesso richiesto"}', { status: 401 }));
    await expect(run(['/api/stats'])).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: '401: {"message":"Accesso richiesto"}',
    });
    answerWith(new Response('{"message":"Accesso richiesto"}', { status: 401 }));
    expect(await run(['/api/auth/user'], 'returnNull')).toBeNull();
  });
});

describe('checkedAnswer (development and tests)', () => {
  const contract = defineContract({
    method: 'get',
    path: '/things/:id',
    access: 'member',
    summary: 'Una cosa',
    response: z.object({ title: z.string(), tags: z.array(z.string()).default([]) }),
  });

  it("answers the schema's output for an answer that matches", () => {
    expect(checkedAnswer(contract, { title: 'Pane' })).toEqual({ title: 'Pane', tags: [] });
  });

  it('throws, naming the call and each field that differs', () => {
    expect(() => checkedAnswer(contract, { title: 3, tags: ['a', 4] })).toThrow(
      /^Risposta di GET \/api\/things\/\{id\} diversa dal contratto: title: .+; tags\.1: .+$/,
    );
  });
});

describe('queryKeyUrl', () => {
  it("joins the key's segments with '/' (docs/product.md, Data fetching)", () => {
    expect(queryKeyUrl(['/api/services'])).toBe('/api/services');
    expect(queryKeyUrl(['/api/posts', 'p1', 'comments'])).toBe('/api/posts/p1/comments');
  });

  it('makes a last object segment the query string, without its empty values', () => {
    expect(queryKeyUrl(['/api/posts', { limit: 3, withComments: false }])).toBe('/api/posts?limit=3&withComments=false');
    expect(queryKeyUrl(['/api/posts', { cursor: null, limit: undefined }])).toBe('/api/posts');
    expect(queryKeyUrl(['/api/search', { q: 'a&b' }])).toBe('/api/search?q=a%26b');
  });
});

describe('nextPageUrl', () => {
  it('reads the rel="next" URL of a Link header', () => {
    expect(nextPageUrl('</api/posts?limit=20&cursor=abc>; rel="next"')).toBe('/api/posts?limit=20&cursor=abc');
  });

  it('is null without a next page', () => {
    expect(nextPageUrl(null)).toBeNull();
    expect(nextPageUrl('</api/posts>; rel="prev"')).toBeNull();
  });
});
