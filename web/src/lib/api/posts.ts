import type { CommentView, CreateCommentBody, CreatePostBody, LikePostResult, PostView } from '@app/schemas/posts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { apiJson, fetchPage, type Page } from './client';
import { sessionKeys } from './session';
import { statsKeys } from './stats';

export const postKeys = {
  /** Every query that reads posts is under this key: invalidating it refreshes them all. */
  all: ['/api/posts'] as const,
  /** The community's feed, page after page (its own query function). */
  feed: () => [...postKeys.all, 'feed'] as const,
  /** The newest posts without their comments: GET /api/posts?limit={limit}&withComments=false. */
  latest: (limit: number) => [...postKeys.all, { limit, withComments: false }] as const,
  /** Every `latest` list, whatever its limit (filters match a key's objects partially). */
  anyLatest: () => [...postKeys.all, { withComments: false }] as const,
  /** A post's comments older than the embedded ones, from a cursor back in time. */
  olderComments: (postId: string, cursor: string | null) => [...postKeys.all, postId, 'comments', cursor] as const,
};

const postPath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}`;

/**
 * The community's feed: GET /api/posts (the newest 20), then the next pages on demand through
 * the Link header. Refetching starts again from the first page, so nothing is skipped.
 */
export const postsFeedQuery = () =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(),
    queryFn: ({ pageParam }) => fetchPage<PostView>(pageParam),
    initialPageParam: '/api/posts',
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

/** The home page's newest posts, read with the default query function (the key is the URL). */
export const latestPostsQuery = (limit: number) => queryOptions<PostView[]>({ queryKey: postKeys.latest(limit) });

export const useLatestPosts = (limit: number) => useQuery(latestPostsQuery(limit));

/**
 * A post's comments older than the ones GET /api/posts embeds, page after page going back in time;
 * loaded only when asked for (`enabled`).
 */
export const olderCommentsQuery = (postId: string, cursor: string | null, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: postKeys.olderComments(postId, cursor),
    queryFn: ({ pageParam }) => fetchPage<CommentView>(pageParam),
    initialPageParam: `${postPath(postId)}/comments${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    enabled,
  });

/** POST /api/posts; every post list and the home page's figures are refetched. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => apiJson<PostView>('POST', '/api/posts', body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: postKeys.all }), queryClient.invalidateQueries({ queryKey: statsKeys.all })]),
  });
}

/** POST /api/posts/{postId}/comments; the posts (with their embedded comments) are refetched. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => apiJson<CommentView>('POST', `${postPath(postId)}/comments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** A post with the like state and count of a like's answer; the others as they were. */
const withLike = (result: LikePostResult) => (post: PostView) =>
  post.id === result.postId ? { ...post, isLiked: result.isLiked, likesCount: result.likesCount } : post;

/** Writes a like's answer into the cached feed pages and latest posts, without refetching them. */
export function applyLikeResult(queryClient: QueryClient, result: LikePostResult) {
  queryClient.setQueryData(
    postKeys.feed(),
    (feed: InfiniteData<Page<PostView>, string> | undefined) =>
      feed && { ...feed, pages: feed.pages.map((page) => ({ ...page, items: page.items.map(withLike(result)) })) },
  );
  queryClient.setQueriesData<PostView[]>({ queryKey: postKeys.anyLatest() }, (posts) => posts?.map(withLike(result)));
}

/**
 * POST /api/posts/{postId}/like with the wanted state. The answer updates the cached post before
 * the mutation settles (no flicker back to the old state); the current user is refetched without
 * holding the button, as points change by trigger shortly after a like. A failed like leaves the
 * server's state unknown: the posts are refetched then.
 */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => apiJson<LikePostResult>('POST', `${postPath(postId)}/like`, { isLiked }),
    onSuccess: (result) => {
      applyLikeResult(queryClient, result);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
