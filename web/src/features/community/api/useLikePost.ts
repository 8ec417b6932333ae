import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikePostResult } from '@app/schemas/posts';
import { apiRequest } from '../../../lib/apiRequest';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { POSTS_KEY } from './usePostsFeed';

/**
 * POST /api/posts/{postId}/like with the wanted state. The posts are refetched before the
 * mutation settles (no flicker back to the old state), and so is the current user: points change
 * by trigger shortly after a like, and the header shows them at the next refetch.
 */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isLiked: boolean) =>
      (await apiRequest('POST', `/api/posts/${encodeURIComponent(postId)}/like`, { isLiked })).json() as Promise<LikePostResult>,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: POSTS_KEY }), queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })]),
  });
}
