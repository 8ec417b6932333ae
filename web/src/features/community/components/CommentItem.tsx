import type { CommentView } from '@app/schemas/posts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { AuthorLine } from './AuthorLine';

export function CommentItem({ comment }: { comment: CommentView }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', p: 1.5, borderRadius: 2, bgcolor: 'background.default' }} data-testid="comment">
      <AuthorLine author={comment.author} createdAt={comment.createdAt} size={32} />
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.content}
      </Typography>
    </Box>
  );
}
