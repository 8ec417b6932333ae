import type { CommentView, PostView } from '@app/schemas/community/posts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { olderCommentsQuery } from '../api/posts';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/** Older pages (each oldest first, going back in time) before the embedded latest ones, once each. */
function mergeComments(olderPages: CommentView[][], latest: CommentView[]): CommentView[] {
  const seen = new Set<string>();
  return [...[...olderPages].reverse().flat(), ...latest].filter((comment) => !seen.has(comment.id) && Boolean(seen.add(comment.id)));
}

/** A post's comments, the way back to the older ones, and the form for members. */
export function CommentsSection({ post, canWrite, id }: { post: PostView; canWrite: boolean; id: string }) {
  // The cursor at the moment older comments were asked for (undefined: not asked yet).
  const [olderFrom, setOlderFrom] = useState<string | null | undefined>(undefined);
  const older = useInfiniteQuery(olderCommentsQuery(post.id, olderFrom ?? null, olderFrom !== undefined));
  const comments = mergeComments(older.data?.pages.map((page) => page.items) ?? [], post.comments);
  const moreOnServer = olderFrom === undefined ? comments.length < post.commentsCount : older.hasNextPage;

  const showOlder = () => (olderFrom === undefined ? setOlderFrom(post.olderCommentsCursor) : older.fetchNextPage());

  return (
    <Box id={id} sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
      {moreOnServer && (
        <Button size="small" onClick={showOlder} disabled={older.isFetching} sx={{ justifySelf: 'start' }}>
          {older.isFetching ? 'Caricamento...' : 'Mostra commenti precedenti'}
        </Button>
      )}
      {post.commentsCount === 0 && comments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Ancora nessun commento.
        </Typography>
      )}
      <Box component="ul" aria-label="Commenti" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} postId={post.id} comment={comment} canWrite={canWrite} />
        ))}
      </Box>
      {canWrite ? (
        <CommentForm postId={post.id} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to="/login?redirect=%2Fcommunity">
            Accedi
          </Link>{' '}
          per commentare.
        </Typography>
      )}
    </Box>
  );
}
