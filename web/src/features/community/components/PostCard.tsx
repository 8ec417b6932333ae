import type { PostView } from '@app/schemas/posts';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { AuthorLine } from './AuthorLine';
import { CommentsSection } from './CommentsSection';
import { LikeButton } from './LikeButton';
import { ReadOnlyCount } from './ReadOnlyCount';

/** One post: author and date, title, content as text, likes, and its comments on demand. */
export function PostCard({ post, canWrite }: { post: PostView; canWrite: boolean }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentsId = `commenti-${post.id}`;
  const headingId = `post-${post.id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }} data-testid="post">
      <AuthorLine author={post.author} createdAt={post.createdAt} />
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mt: 2, mb: 1, overflowWrap: 'anywhere' }}>
        {post.title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        {canWrite ? (
          <LikeButton post={post} />
        ) : (
          <ReadOnlyCount icon={<FavoriteBorder fontSize="small" />} count={post.likesCount} label="mi piace" testId="likes-count" />
        )}
        <Button
          color="inherit"
          startIcon={<ChatBubbleOutline />}
          onClick={() => setCommentsOpen((open) => !open)}
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          aria-label={`Commenti, ${post.commentsCount}`}
          data-testid="comments-toggle"
        >
          <span data-testid="comments-count">{post.commentsCount}</span>
        </Button>
      </Stack>
      {commentsOpen && (
        <Box>
          <CommentsSection post={post} canWrite={canWrite} id={commentsId} />
        </Box>
      )}
    </Paper>
  );
}
