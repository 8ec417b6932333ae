import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentView, CreateCommentBody } from '@app/schemas/posts';
import { apiRequest } from '../../../lib/apiRequest';
import { POSTS_KEY } from './usePostsFeed';

/** POST /api/posts/{postId}/comments; the posts are refetched. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCommentBody) =>
      (await apiRequest('POST', `/api/posts/${encodeURIComponent(postId)}/comments`, body)).json() as Promise<CommentView>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSTS_KEY }),
  });
}
