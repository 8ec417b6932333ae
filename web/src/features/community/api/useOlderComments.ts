import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommentView } from '@app/schemas/posts';
import { fetchPage } from '../../../lib/pagedFetch';
import { POSTS_KEY } from './usePostsFeed';

/**
 * A post's comments older than the ones GET /api/posts embeds, loaded only when asked for
 * (`enabled`), page after page going back in time.
 */
export function useOlderComments(postId: string, cursor: string | null, enabled: boolean) {
  const first = `/api/posts/${encodeURIComponent(postId)}/comments${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
  return useInfiniteQuery({
    queryKey: [...POSTS_KEY, postId, 'comments', cursor],
    queryFn: ({ pageParam }) => fetchPage<CommentView>(pageParam),
    initialPageParam: first,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    enabled,
  });
}
