import type { PostView } from '@app/schemas/community/posts';

import { useDeleteFeedPost } from '../api/posts';
import { ContentActions } from './ContentActions';

/** The author edits and deletes their post; the admin deletes anyone's. */
export function PostActions({ post, onEdit }: { post: PostView; onEdit: () => void }) {
  const deletePost = useDeleteFeedPost(post.id);
  return (
    <ContentActions
      what={`il post «${post.title}»`}
      onEdit={post.isOwn ? onEdit : undefined}
      deletion={{
        title: 'Eliminare il post?',
        message: `«${post.title}» sarà eliminato con i suoi commenti e like. L'operazione non si può annullare.`,
        success: 'Post eliminato!',
        failure: 'Impossibile eliminare il post.',
        pending: deletePost.isPending,
        run: () => deletePost.mutateAsync(),
      }}
    />
  );
}
