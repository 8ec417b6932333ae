import { postsContract } from '@app/schemas/community/contract';
import type {
  CommentView,
  CreateCommentBody,
  CreatePostBody,
  LikeCommentResult,
  LikePostResult,
  PostView,
  UpdatePostBody,
} from '@app/schemas/community/posts';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, fetchPage, invalidatedBy, keyOf, type Page, providedBy, urlOf } from '../../shared/api/client';
import { usePagedList } from '../../shared/api/pagedList';

export const postKeys = {
  /** Every query that reads posts is under this key: invalidating it refreshes them all. */
  all: keyOf(postsContract.listPosts),
  /** The community's feed, page after page (its own query function). */
  feed: () => [...postKeys.all, 'feed'] as const,
  /** The newest posts without their comments. */
  latest: (limit: number) => keyOf(postsContract.listPosts, { query: { limit, withComments: 'false' } }),
  /** Every `latest` list, whatever its limit (filters match a key's objects partially). */
  anyLatest: () => [...postKeys.all, { withComments: 'false' }] as const,
  /** A post's comments older than the embedded ones, from a cursor back in time. */
  olderComments: (postId: string, cursor: string | null) => [...postKeys.all, postId, 'comments', cursor] as const,
};

/**
 * The community's feed: the newest 20 posts, then the next pages on demand through
 * the Link header. Refetching starts again from the first page, so nothing is skipped.
 */
export const postsFeedQuery = () =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(),
    queryFn: ({ pageParam }) => fetchPage(postsContract.listPosts, pageParam),
    initialPageParam: urlOf(postsContract.listPosts, { query: {} }),
    meta: providedBy(postsContract.listPosts),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

/** The home page's newest posts. */
export const latestPostsQuery = (limit: number) => contractQuery(postsContract.listPosts, { query: { limit, withComments: 'false' } });

export const useLatestPosts = (limit: number) => useQuery(latestPostsQuery(limit));

/**
 * A post's comments older than the ones the feed embeds, page after page going back in time;
 * loaded only when asked for (`enabled`).
 */
export const olderCommentsQuery = (postId: string, cursor: string | null, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: postKeys.olderComments(postId, cursor),
    queryFn: ({ pageParam }) => fetchPage(postsContract.listComments, pageParam),
    initialPageParam: urlOf(postsContract.listComments, { params: { postId }, query: cursor ? { cursor } : {} }),
    meta: providedBy(postsContract.listComments),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    enabled,
  });

/** A new post; every post list and the home page's figures are refetched. */
export function useCreatePost() {
  return useMutation({
    meta: invalidatedBy(postsContract.createPost),
    mutationFn: (body: CreatePostBody) => api(postsContract.createPost, { body }),
  });
}

/** A new comment; the posts (with their embedded comments) are refetched. */
export function useCreateComment(postId: string) {
  return useMutation({
    meta: invalidatedBy(postsContract.createComment),
    mutationFn: (body: CreateCommentBody) => api(postsContract.createComment, { params: { postId }, body }),
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
 * A post's like set to the wanted state. The answer updates the cached post before
 * the mutation settles (no flicker back to the old state). The current user is not read again: a
 * like's points go to the post's author, never to the one who likes. A failed like leaves the
 * server's state unknown: the posts are refetched then.
 */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => api(postsContract.likePost, { params: { postId }, body: { isLiked } }),
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

/** A comment's like: as a post's like, the answer updates the cached comment. */
export function useLikeComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => api(postsContract.likeComment, { params: { commentId }, body: { isLiked } }),
    onSuccess: (result) => {
      applyCommentLikeResult(queryClient, postId, result);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** An edited post: the answer (the edited post) replaces the cached one. */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) => api(postsContract.updatePost, { params: { postId }, body }),
    onSuccess: (edited) => updateCachedPosts(queryClient, (post) => (post.id === edited.id ? edited : post)),
  });
}

/**
 * A post deleted (by the author, or the admin): the post leaves the cached lists at
 * once; the posts and the figures are refetched.
 */
export function useDeleteFeedPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: invalidatedBy(postsContract.deletePost),
    mutationFn: () => api(postsContract.deletePost, { params: { postId } }),
    onSuccess: () => updateCachedPosts(queryClient, (post) => (post.id === postId ? null : post)),
  });
}

/**
 * A comment deleted (by the author, or the admin): the comment leaves its post and the
 * post's count drops at once in the cache; the posts are then refetched.
 */
export function useDeleteComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: invalidatedBy(postsContract.deleteComment),
    mutationFn: () => api(postsContract.deleteComment, { params: { commentId } }),
    onSuccess: () => applyCommentDeletion(queryClient, postId, commentId),
  });
}

// The admin area's reads and writes (docs/product.md, Screens and Data fetching): what each write
// changes, the public lists too, is read again from its contract's `invalidates` (cacheTags.ts).

export const useAdminPosts = () => usePagedList(postsContract.listAdminPosts);

/** A post deleted by the admin: it leaves the admin list, the feed and the counts. */
export function useDeletePost() {
  return useMutation({
    meta: invalidatedBy(postsContract.deleteAdminPost),
    mutationFn: (postId: string) => api(postsContract.deleteAdminPost, { params: { id: postId } }),
  });
}
