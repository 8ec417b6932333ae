import type { CommentView } from '@app/schemas/community/posts';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useCurrentUser } from '../../shared/api/session';
import { useDeleteComment } from '../api/posts';
import { AuthorLine } from './AuthorLine';
import { ContentActions } from './ContentActions';
import { CommentLikeButton } from './LikeButton';
import { ReadOnlyCount } from './ReadOnlyCount';

function CommentDeleteAction({ postId, comment }: { postId: string; comment: CommentView }) {
  const deleteComment = useDeleteComment(postId, comment.id);
  return (
    <ContentActions
      what={comment.isOwn ? 'il tuo commento' : `il commento di ${comment.author.firstName}`.trim()}
      deletion={{
        title: 'Eliminare il commento?',
        message: "Il commento sarà eliminato con i suoi like. L'operazione non si può annullare.",
        success: 'Commento eliminato!',
        failure: 'Impossibile eliminare il commento.',
        pending: deleteComment.isPending,
        run: () => deleteComment.mutateAsync(),
      }}
    />
  );
}

/** One comment: its author, its text, its likes; delete for its author and the admin. */
export function CommentItem({ postId, comment, canWrite }: { postId: string; comment: CommentView; canWrite: boolean }) {
  const { isAdmin } = useCurrentUser();
  return (
    <Box component="li" sx={{ listStyle: 'none', p: 1.5, borderRadius: 2, bgcolor: 'background.default' }} data-testid="comment">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <AuthorLine author={comment.author} createdAt={comment.createdAt} size={32} />
        {(comment.isOwn || isAdmin) && <CommentDeleteAction postId={postId} comment={comment} />}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.content}
      </Typography>
      <Box sx={{ mt: 0.5 }}>
        {canWrite ? (
          <CommentLikeButton postId={postId} comment={comment} />
        ) : (
          <ReadOnlyCount
            icon={<FavoriteBorder fontSize="small" />}
            count={comment.likesCount}
            label="mi piace"
            testId="comment-likes-count"
          />
        )}
      </Box>
    </Box>
  );
}
