import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostView } from '@app/schemas/posts';
import { fetchPage } from '../../../lib/pagedFetch';

/** Every query under this key reads posts; mutations invalidate it (the home page's list too). */
export const POSTS_KEY = ['/api/posts'];

/**
 * The community's feed: GET /api/posts (the newest 20), then the next pages on demand through
 * the Link header. Refetching starts again from the first page, so nothing is skipped.
 */
export function usePostsFeed() {
  return useInfiniteQuery({
    queryKey: [...POSTS_KEY, 'feed'],
    queryFn: ({ pageParam }) => fetchPage<PostView>(pageParam),
    initialPageParam: '/api/posts',
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}
