import type { PostView } from '@app/schemas/community/posts';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useCurrentUser } from '../../shared/api/session';
import { AuthorLine } from './AuthorLine';
import { CommentsSection } from './CommentsSection';
import { PostLikeButton } from './LikeButton';
import { NewPostDialog } from './NewPostDialog';
import { PostActions } from './PostActions';
import { ReadOnlyCount } from './ReadOnlyCount';

/**
 * One post: author and date ('modificato' once edited), title, content as text, likes, its
 * comments on demand, and edit and delete for its author (delete for the admin).
 */
export function PostCard({ post, canWrite }: { post: PostView; canWrite: boolean }) {
  const { isAdmin } = useCurrentUser();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const commentsId = `commenti-${post.id}`;
  const headingId = `post-${post.id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }} data-testid="post">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
        {(post.isOwn || isAdmin) && <PostActions post={post} onEdit={() => setEditing(true)} />}
      </Stack>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mt: 2, mb: 1, overflowWrap: 'anywhere' }}>
        {post.title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        {canWrite ? (
          <PostLikeButton post={post} />
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
      {editing && <NewPostDialog open post={post} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
