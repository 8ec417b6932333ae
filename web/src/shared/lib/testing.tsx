import type { CurrentUser } from '@app/schemas/accounts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';

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
