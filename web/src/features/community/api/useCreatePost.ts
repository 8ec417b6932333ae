import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody, PostView } from '@app/schemas/posts';
import { apiRequest } from '../../../lib/apiRequest';
import { POSTS_KEY } from './usePostsFeed';

/** POST /api/posts; the post lists and the home page's figures are refetched. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePostBody) => (await apiRequest('POST', '/api/posts', body)).json() as Promise<PostView>,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: POSTS_KEY }), queryClient.invalidateQueries({ queryKey: ['/api/stats'] })]),
  });
}
