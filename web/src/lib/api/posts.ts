import type {
  CommentView,
  CreateCommentBody,
  CreatePostBody,
  DeletedResult,
  LikeCommentResult,
  LikePostResult,
  PostView,
  UpdatePostBody,
} from '@app/schemas/posts';
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

/**
 * Rewrites the cached posts (the feed's pages and the latest posts) without refetching them:
 * `change` answers a post's new state, or null to drop it.
 */
function updateCachedPosts(queryClient: QueryClient, change: (post: PostView) => PostView | null) {
  const apply = (posts: PostView[]) => posts.flatMap((post) => change(post) ?? []);
  queryClient.setQueryData(
    postKeys.feed(),
    (feed: InfiniteData<Page<PostView>, string> | undefined) =>
      feed && { ...feed, pages: feed.pages.map((page) => ({ ...page, items: apply(page.items) })) },
  );
  queryClient.setQueriesData<PostView[]>({ queryKey: postKeys.anyLatest() }, (posts) => posts && apply(posts));
}

/** Rewrites one cached comment wherever it shows: embedded in its post, or in the older pages. */
function updateCachedComment(queryClient: QueryClient, postId: string, commentId: string, change: (comment: CommentView) => CommentView) {
  const apply = (comments: CommentView[]) => comments.map((comment) => (comment.id === commentId ? change(comment) : comment));
  updateCachedPosts(queryClient, (post) => (post.id === postId ? { ...post, comments: apply(post.comments) } : post));
  queryClient.setQueriesData<InfiniteData<Page<CommentView>, string>>(
    { queryKey: [...postKeys.all, postId, 'comments'] },
    (older) => older && { ...older, pages: older.pages.map((page) => ({ ...page, items: apply(page.items) })) },
  );
}

/** Writes a like's answer into the cached feed pages and latest posts, without refetching them. */
export function applyLikeResult(queryClient: QueryClient, result: LikePostResult) {
  updateCachedPosts(queryClient, (post) =>
    post.id === result.postId ? { ...post, isLiked: result.isLiked, likesCount: result.likesCount } : post,
  );
}

/**
 * POST /api/posts/{postId}/like with the wanted state. The answer updates the cached post before
 * the mutation settles (no flicker back to the old state). The current user is not read again: a
 * like's points go to the post's author, never to the one who likes. A failed like leaves the
 * server's state unknown: the posts are refetched then.
 */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => apiJson<LikePostResult>('POST', `${postPath(postId)}/like`, { isLiked }),
    onSuccess: (result) => {
      applyLikeResult(queryClient, result);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** Writes a comment like's answer into the cached comment, wherever it shows. */
export function applyCommentLikeResult(queryClient: QueryClient, postId: string, result: LikeCommentResult) {
  updateCachedComment(queryClient, postId, result.commentId, (comment) => ({
    ...comment,
    isLiked: result.isLiked,
    likesCount: result.likesCount,
  }));
}

/** Takes a deleted comment out of its cached post, whose count drops by one. */
export function applyCommentDeletion(queryClient: QueryClient, postId: string, commentId: string) {
  updateCachedPosts(queryClient, (post) =>
    post.id === postId
      ? { ...post, commentsCount: post.commentsCount - 1, comments: post.comments.filter((comment) => comment.id !== commentId) }
      : post,
  );
}

/** POST /api/comments/{commentId}/like: as a post's like, the answer updates the cached comment. */
export function useLikeComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) =>
      apiJson<LikeCommentResult>('POST', `/api/comments/${encodeURIComponent(commentId)}/like`, { isLiked }),
    onSuccess: (result) => {
      applyCommentLikeResult(queryClient, postId, result);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** PUT /api/posts/{postId}: the answer (the edited post) replaces the cached one. */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) => apiJson<PostView>('PUT', postPath(postId), body),
    onSuccess: (edited) => updateCachedPosts(queryClient, (post) => (post.id === edited.id ? edited : post)),
  });
}

/**
 * DELETE /api/posts/{postId} (the author, or the admin): the post leaves the cached lists at
 * once; the posts and the figures are refetched.
 */
export function useDeleteFeedPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<DeletedResult>('DELETE', postPath(postId)),
    onSuccess: () => {
      updateCachedPosts(queryClient, (post) => (post.id === postId ? null : post));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]);
    },
  });
}

/**
 * DELETE /api/comments/{commentId} (the author, or the admin): the comment leaves its post and the
 * post's count drops at once in the cache; the posts are then refetched.
 */
export function useDeleteComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<DeletedResult>('DELETE', `/api/comments/${encodeURIComponent(commentId)}`),
    onSuccess: () => {
      applyCommentDeletion(queryClient, postId, commentId);
      return queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
