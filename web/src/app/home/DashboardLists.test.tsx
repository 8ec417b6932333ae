// @vitest-environment happy-dom
import type { PostView } from '@app/schemas/community/posts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { StatTiles } from '../../analytics/components/StatTiles';
import { previewOf, RecentPosts } from '../../community/components/RecentPosts';
import { UpcomingEvents } from '../../events/components/UpcomingEvents';
import { renderWithData } from '../../shared/lib/testing';

afterEach(cleanup);

// The home page's only read of posts (the test client answers nothing for any other URL).
const LATEST_POSTS = '/api/posts?limit=3&withComments=false';

const post = (index: number, content = 'Contenuto breve del post'): PostView => ({
  id: `p${index}`,
  title: `Titolo ${index}`,
  content,
  likesCount: index,
  commentsCount: index * 2,
  isLiked: false,
  createdAt: new Date().toISOString(),
  editedAt: null,
  isOwn: false,
  author: { firstName: 'A', lastName: 'B', profileImageUrl: null },
  comments: [],
  olderCommentsCursor: null,
});

describe('the home page lists', () => {
  it('show the empty states', async () => {
    renderWithData(
      <>
        <RecentPosts />
        <UpcomingEvents />
      </>,
      { [LATEST_POSTS]: [], '/api/events': [] },
    );
    expect(await screen.findByText('Nessun post ancora. Scrivi il primo nella community!')).toBeTruthy();
    expect(await screen.findByText('Nessun evento programmato')).toBeTruthy();
  });

  it('ask for the 3 most recent posts without comments and show them with a 100-character preview, likes and comments', async () => {
    const long = 'x'.repeat(150);
    renderWithData(<RecentPosts />, { [LATEST_POSTS]: [post(1, long), post(2), post(3)] });
    expect(await screen.findAllByTestId('recent-post')).toHaveLength(3);
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeTruthy();
    expect(screen.getByText('Titolo 3')).toBeTruthy();
    expect(screen.getByLabelText('3 mi piace')).toBeTruthy();
    expect(screen.getByLabelText('6 commenti')).toBeTruthy();
  });

  it('cut previews at 100 characters only when longer', () => {
    expect(previewOf('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewOf('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
  });
});

describe('the home page figures', () => {
  it('show the four figures of /api/stats, and a notice when they cannot be loaded', async () => {
    const { unmount } = renderWithData(<StatTiles />, {
      '/api/stats': { totalUsers: 12345, totalPosts: 7, totalCourses: 3, totalEvents: 0 },
    });
    // Italian thousands separator.
    expect(await screen.findByText('12.345')).toBeTruthy();
    for (const label of ['Membri totali', 'Post pubblicati', 'Corsi disponibili', 'Eventi programmati'])
      expect(screen.getByText(label)).toBeTruthy();
    unmount();
    renderWithData(<StatTiles />, { '/api/stats': new Error('500: errore') });
    expect(await screen.findByText('Statistiche non disponibili al momento.')).toBeTruthy();
  });
});
