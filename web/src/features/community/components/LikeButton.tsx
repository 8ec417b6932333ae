import type { PostView } from '@app/schemas/posts';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';

import { apiErrorMessage } from '../../../lib/api/client';
import { useLikePost } from '../../../lib/api/posts';
import { useToast } from '../../../lib/toast';

/**
 * The like toggle: sends the opposite of the current state (docs/product.md, States). While the call runs it
 * shows the wanted state, so the tap answers at once; the answer then updates the cached post.
 */
export function LikeButton({ post }: { post: PostView }) {
  const toast = useToast();
  const likePost = useLikePost(post.id);
  const pending = likePost.isPending;
  const isLiked = pending ? likePost.variables : post.isLiked;
  const likesCount = pending ? post.likesCount + (likePost.variables === post.isLiked ? 0 : likePost.variables ? 1 : -1) : post.likesCount;

  const toggle = () =>
    likePost.mutate(!post.isLiked, {
      onError: (error) =>
        toast({ title: 'Errore', description: apiErrorMessage(error, 'Impossibile aggiornare il mi piace'), variant: 'destructive' }),
    });

  return (
    <Button
      onClick={toggle}
      disabled={pending}
      aria-pressed={isLiked}
      aria-label={`Mi piace, ${likesCount}`}
      color={isLiked ? 'error' : 'inherit'}
      startIcon={isLiked ? <Favorite /> : <FavoriteBorder />}
      sx={{ '&.Mui-disabled': { color: isLiked ? 'error.main' : 'text.secondary' } }}
      data-testid="like-button"
    >
      <span data-testid="likes-count">{likesCount}</span>
    </Button>
  );
}
