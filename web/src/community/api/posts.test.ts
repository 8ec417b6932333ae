import type { CommentView, PostView } from '@app/schemas/community/posts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { Page } from '../../shared/api/client';
import { applyCommentDeletion, applyCommentLikeResult, applyLikeResult, postKeys } from './posts';

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

const comment = (id: string, likesCount = 0): CommentView => ({
  id,
  content: `Commento ${id}`,
  likesCount,
  isLiked: false,
  createdAt: '2026-03-01T11:00:00.000Z',
  isOwn: false,
  author: { firstName: 'C', lastName: 'D', profileImageUrl: null },
});

const withComments = (id: string, ...comments: CommentView[]): PostView => ({ ...post(id), commentsCount: comments.length, comments });

describe("a comment like's answer", () => {
  it('updates the comment embedded in its post and in the older pages, and no other', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed(), feedOf([withComments('a', comment('x')), withComments('b', comment('y'), comment('z'))]));
    const older: InfiniteData<Page<CommentView>, string> = {
      pages: [{ items: [comment('y'), comment('w')], next: null }],
      pageParams: ['u'],
    };
    client.setQueryData(postKeys.olderComments('b', 'cursore'), older);

    applyCommentLikeResult(client, 'b', { commentId: 'y', isLiked: true, likesCount: 3 });

    const feed = client.getQueryData<InfiniteData<Page<PostView>, string>>(postKeys.feed())!;
    const states = feed.pages[0]!.items.map((item) => item.comments.map(({ id, isLiked, likesCount }) => [id, isLiked, likesCount]));
    expect(states).toEqual([
      [['x', false, 0]],
      [
        ['y', true, 3],
        ['z', false, 0],
      ],
    ]);
    const olderAfter = client.getQueryData<InfiniteData<Page<CommentView>, string>>(postKeys.olderComments('b', 'cursore'))!;
    expect(olderAfter.pages[0]!.items.map(({ id, likesCount }) => [id, likesCount])).toEqual([
      ['y', 3],
      ['w', 0],
    ]);
  });
});

describe("a comment's deletion", () => {
  it('takes the comment out of its post, whose count drops by one, in the feed and the latest posts', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed(), feedOf([withComments('a', comment('x')), withComments('b', comment('y'), comment('z'))]));
    client.setQueryData(postKeys.latest(3), [withComments('b', comment('y'), comment('z'))]);

    applyCommentDeletion(client, 'b', 'y');

    const feed = client.getQueryData<InfiniteData<Page<PostView>, string>>(postKeys.feed())!;
    expect(feed.pages[0]!.items.map((item) => [item.id, item.commentsCount, item.comments.map(({ id }) => id)])).toEqual([
      ['a', 1, ['x']],
      ['b', 1, ['z']],
    ]);
    expect(client.getQueryData<PostView[]>(postKeys.latest(3))![0]!.commentsCount).toBe(1);
  });
});

describe('the posts keys', () => {
  it('keep every posts query under the root key, which a new post invalidates', () => {
    for (const key of [postKeys.feed(), postKeys.latest(3), postKeys.olderComments('p1', 'c')])
      expect(key.slice(0, 1)).toEqual([...postKeys.all]);
  });
});
