// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../shared/api/client';
import { sessionKeys, useCurrentUser } from '../../shared/api/session';
import { testUser } from '../../shared/lib/testing';
import { CommentLikeButton, PostLikeButton } from './LikeButton';

const liker = testUser({ id: 'fan', email: 'fan@prova.test' });

/** Shows the current user's points, as the shell does: the current-user query stays observed. */
function Points() {
  const { user } = useCurrentUser();
  return <span data-testid="points">{user?.points}</span>;
}

/** The requests the page sends, as 'METHOD path', answering the current user and the like. */
function stubApi(likeAnswer: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return Response.json(url === '/api/auth/user' ? liker : likeAnswer);
  });
  return calls;
}

function renderWith(ui: React.ReactNode) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Points />
      {ui}
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A like's points go to the post's (or comment's) author, never to the one who likes: reading the
// current user again after a like would be a wasted call each time.
describe('a like', () => {
  it('on a post updates the button from the answer and does not read the current user again', async () => {
    const calls = stubApi({ postId: 'p1', isLiked: true, likesCount: 4 });
    const client = renderWith(<PostLikeButton post={{ id: 'p1', isLiked: false, likesCount: 3 }} />);
    await waitFor(() => expect(screen.getByTestId('points').textContent).toBe('0'));

    fireEvent.click(screen.getByRole('button', { name: 'Mi piace, 3' }));
    await waitFor(() => expect(client.isMutating()).toBe(0));

    expect(calls).toEqual(['GET /api/auth/user', 'POST /api/posts/p1/like']);
    expect(client.getQueryState(sessionKeys.currentUser)?.isInvalidated).toBe(false);
  });

  it('on a comment does not read the current user again either', async () => {
    const calls = stubApi({ commentId: 'c1', isLiked: true, likesCount: 1 });
    const client = renderWith(<CommentLikeButton postId="p1" comment={{ id: 'c1', isLiked: false, likesCount: 0 }} />);
    await waitFor(() => expect(screen.getByTestId('points').textContent).toBe('0'));

    fireEvent.click(screen.getByRole('button', { name: 'Mi piace al commento, 0' }));
    await waitFor(() => expect(client.isMutating()).toBe(0));

    expect(calls).toEqual(['GET /api/auth/user', 'POST /api/comments/c1/like']);
    expect(client.getQueryState(sessionKeys.currentUser)?.isInvalidated).toBe(false);
  });
});
