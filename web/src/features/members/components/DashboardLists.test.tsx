// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostView } from '@app/schemas/posts';
import { createQueryClient } from '../../../lib/queryClient';
import { previewOf, RecentPosts } from './RecentPosts';
import { UpcomingEvents } from './UpcomingEvents';

afterEach(cleanup);

/** Renders with the query cache already holding `data` for each key (no network). */
function renderWith(data: Record<string, unknown>, children: ReactNode) {
  const client = createQueryClient();
  for (const [key, value] of Object.entries(data)) client.setQueryData([key], value);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const post = (index: number, content = 'Contenuto breve del post'): PostView => ({
  id: `p${index}`, title: `Titolo ${index}`, content, likesCount: index, commentsCount: index * 2, isLiked: false,
  createdAt: new Date().toISOString(), author: { firstName: 'A', lastName: 'B', profileImageUrl: null }, comments: [], olderCommentsCursor: null,
});

describe('the home page lists', () => {
  it('show the empty states', () => {
    renderWith({ '/api/posts': [], '/api/events': [] }, <><RecentPosts /><UpcomingEvents /></>);
    expect(screen.getByText('Nessun post ancora. Scrivi il primo nella community!')).toBeTruthy();
    expect(screen.getByText('Nessun evento programmato')).toBeTruthy();
  });

  it('show the 3 most recent posts with a 100-character preview, likes and comments', () => {
    const long = 'x'.repeat(150);
    renderWith({ '/api/posts': [post(1, long), post(2), post(3), post(4)] }, <RecentPosts />);
    expect(screen.getAllByTestId('recent-post')).toHaveLength(3);
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeTruthy();
    expect(screen.queryByText('Titolo 4')).toBeNull();
    expect(screen.getByLabelText('3 mi piace')).toBeTruthy();
    expect(screen.getByLabelText('6 commenti')).toBeTruthy();
  });

  it('cut previews at 100 characters only when longer', () => {
    expect(previewOf('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewOf('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
  });
});
