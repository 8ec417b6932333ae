import type { CurrentUser } from '@app/schemas/accounts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, type Mock, vi } from 'vitest';

import type { ToastOptions } from './toast';

afterEach(() => vi.unstubAllGlobals());

/**
 * For component tests (jsdom): renders with a router and a query client, and answers the app's
 * reads from `answers` by URL (a call's path, with its query string when it has one -> data, or an
 * Error to fail with its message as the server's, a Response as it is (a 404), or 'pending' never, to show loading). The reads go through
 * the real client, so each answer is checked against its contract's schema as in development.
 * `at` is the router's address (a page that reads its query string).
 */
export function renderWithData(ui: ReactNode, answers: Record<string, unknown | Error | 'pending'>, { at = '/' } = {}) {
  vi.stubGlobal('fetch', async (url: string) => {
    const answer = answers[url];
    if (answer === 'pending') return new Promise(() => undefined);
    if (answer instanceof Response) return answer.clone();
    if (answer instanceof Error) return Response.json({ message: answer.message }, { status: 500 });
    return Response.json(answer ?? null);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A signed-in member as the session read answers, with the fields a test cares about changed. */
export function testUser(changes: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'utente@prova.test',
    firstName: 'Giulia',
    lastName: 'Rossi',
    profileImageUrl: null,
    level: 1,
    points: 0,
    isAdmin: false,
    isDoctor: false,
    emailVerified: true,
    communityName: { style: 'initial', nickname: null },
    // 32 zero bytes, base64url: a valid AES key.
    outboxKey: 'A'.repeat(43),
    ...changes,
  };
}

/** A call a screen made that is not a read. */
export interface Write {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * For component tests of screens that write: the reads (GET) are answered from `reads` by path as
 * `renderWithData` does (a Response as it is), every other call is recorded and answered by `write`.
 * Answers the writes so far (the array fills as the screen calls) and `unmount`.
 */
export function renderWithWrites(ui: ReactNode, reads: Record<string, unknown>, write: (call: Write) => Response) {
  const writes: Write[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      const answer = reads[path];
      return answer instanceof Response ? answer.clone() : Response.json(answer ?? null);
    }
    const call = { method, path, ...(init?.body ? { body: JSON.parse(String(init.body)) as unknown } : {}) };
    writes.push(call);
    return write(call);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { writes, unmount };
}

/** The options of the latest toast, where a test mocks `useToast` with `toast`. */
export const lastToastOf = (toast: Mock) => toast.mock.calls.at(-1)![0] as ToastOptions;
