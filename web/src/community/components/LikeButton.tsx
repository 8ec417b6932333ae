import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import type { UseMutationResult } from '@tanstack/react-query';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useLikeComment, useLikePost } from '../api/posts';

interface Props {
  isLiked: boolean;
  likesCount: number;
  /** The like call of the post or comment: its variable is the wanted state. */
  like: UseMutationResult<unknown, Error, boolean>;
  /** 'Mi piace' for a post; a comment's says so, as both can be on screen together. */
  label: string;
  testIdPrefix: string;
  size?: 'small' | 'medium';
}

/**
 * The like toggle: sends the opposite of the current state (docs/product.md, States). While the call runs it
 * shows the wanted state, so the tap answers at once; the answer then updates the cached post or comment.
 */
function LikeToggle({ isLiked: stored, likesCount: storedCount, like, label, testIdPrefix, size }: Props) {
  const toast = useToast();
  const pending = like.isPending;
  const isLiked = pending ? like.variables! : stored;
  const likesCount = pending ? storedCount + (like.variables === stored ? 0 : like.variables ? 1 : -1) : storedCount;

  const toggle = () =>
    like.mutate(!stored, {
      onError: (error) => toast(failureToast(error, 'Impossibile aggiornare il mi piace')),
    });

  return (
    <Button
      onClick={toggle}
      disabled={pending}
      size={size}
      aria-pressed={isLiked}
      aria-label={`${label}, ${likesCount}`}
      color={isLiked ? 'error' : 'inherit'}
      startIcon={isLiked ? <Favorite /> : <FavoriteBorder />}
      sx={{ '&.Mui-disabled': { color: isLiked ? 'error.main' : 'text.secondary' } }}
      data-testid={`${testIdPrefix}like-button`}
    >
      <span data-testid={`${testIdPrefix}likes-count`}>{likesCount}</span>
    </Button>
  );
}

export function PostLikeButton({ post }: { post: { id: string; isLiked: boolean; likesCount: number } }) {
  return <LikeToggle isLiked={post.isLiked} likesCount={post.likesCount} like={useLikePost(post.id)} label="Mi piace" testIdPrefix="" />;
}

export function CommentLikeButton({ postId, comment }: { postId: string; comment: { id: string; isLiked: boolean; likesCount: number } }) {
  return (
    <LikeToggle
      isLiked={comment.isLiked}
      likesCount={comment.likesCount}
      like={useLikeComment(postId, comment.id)}
      label="Mi piace al commento"
      testIdPrefix="comment-"
      size="small"
    />
  );
}
