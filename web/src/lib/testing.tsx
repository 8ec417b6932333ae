import type { CurrentUser } from '@app/schemas/auth';
import { QueryClient, QueryClientProvider, type QueryFunction } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

import { queryKeyUrl } from './api/client';

/**
 * For component tests (jsdom): renders with a router and a query client whose default reads answer
 * from `answers` by the key's URL ('/api/events' or '/api/posts?limit=3' -> data, or an Error to
 * fail), or never, to show loading.
 */
export function renderWithData(ui: ReactNode, answers: Record<string, unknown | Error | 'pending'>) {
  const queryFn: QueryFunction = async ({ queryKey }) => {
    const answer = answers[queryKeyUrl(queryKey)];
    if (answer === 'pending') return new Promise(() => undefined);
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A signed-in member as GET /api/auth/user answers, with the fields a test cares about changed. */
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
    ...changes,
  };
}
