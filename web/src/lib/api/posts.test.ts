import type { PostView } from '@app/schemas/posts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { Page } from './client';
import { applyLikeResult, postKeys } from './posts';

const post = (id: string, likesCount = 1, isLiked = false): PostView => ({
  id,
  title: `Titolo ${id}`,
  content: 'Contenuto',
  likesCount,
  commentsCount: 0,
  isLiked,
  createdAt: '2026-03-01T10:00:00.000Z',
  editedAt: null,
  isOwn: false,
  author: { firstName: 'A', lastName: 'B', profileImageUrl: null },
  comments: [],
  olderCommentsCursor: null,
});

const feedOf = (...pages: PostView[][]): InfiniteData<Page<PostView>, string> => ({
  pages: pages.map((items, index) => ({ items, next: index < pages.length - 1 ? `/api/posts?cursor=${index}` : null })),
  pageParams: pages.map((_, index) => (index === 0 ? '/api/posts' : `/api/posts?cursor=${index - 1}`)),
});

describe("a like's answer", () => {
  it('updates that post in every loaded feed page and in the latest posts, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed(), feedOf([post('a'), post('b', 4)], [post('c'), post('b', 4)]));
    client.setQueryData(postKeys.latest(3), [post('b', 4), post('a')]);
    client.setQueryData(postKeys.olderComments('b', null), { pages: [], pageParams: [] });

    applyLikeResult(client, { postId: 'b', isLiked: true, likesCount: 5 });

    const feed = client.getQueryData<InfiniteData<Page<PostView>, string>>(postKeys.feed())!;
    expect(feed.pages.map((page) => page.items.map(({ id, isLiked, likesCount }) => [id, isLiked, likesCount]))).toEqual([
      [
        ['a', false, 1],
        ['b', true, 5],
      ],
      [
        ['c', false, 1],
        ['b', true, 5],
      ],
    ]);
    expect(feed.pageParams).toEqual(['/api/posts', '/api/posts?cursor=0']);
    expect(client.getQueryData<PostView[]>(postKeys.latest(3))!.map(({ id, isLiked, likesCount }) => [id, isLiked, likesCount])).toEqual([
      ['b', true, 5],
      ['a', false, 1],
    ]);
    expect(client.getQueryData(postKeys.olderComments('b', null))).toEqual({ pages: [], pageParams: [] });
  });

  it('creates no cache entry where nothing was loaded', () => {
    const client = new QueryClient();
    applyLikeResult(client, { postId: 'b', isLiked: false, likesCount: 0 });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe('the posts keys', () => {
  it('keep every posts query under the root key, which a new post invalidates', () => {
    for (const key of [postKeys.feed(), postKeys.latest(3), postKeys.olderComments('p1', 'c')])
      expect(key.slice(0, 1)).toEqual([...postKeys.all]);
  });
});
