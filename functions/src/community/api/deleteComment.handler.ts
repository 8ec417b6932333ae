import { postsContract } from '@app/schemas/community/contract';

import { implement } from '../../shared/route';
import { deleteComment } from '../data/postDeletion';
import { comments } from '../data/posts';
import { assertMayDelete } from './ownership';

/** How a comment is named in the 'Registro': its first words. */
const excerpt = (content: string) => (content.length > 60 ? `${content.slice(0, 57)}…` : content);

/**
 * DELETE /api/comments/{commentId} (the author, or the admin for any comment): the comment goes
 * and its post's commentsCount drops in one atomic batch; its likes follow by trigger.
 */
export const deleteCommentRoute = implement(postsContract.deleteComment, async ({ caller, params }) => {
  const comment = await comments.byId(params.commentId);
  const { moderation } = assertMayDelete(caller, comment.authorId, 'Puoi eliminare solo i tuoi commenti');
  const summary = `Commento «${excerpt(comment.content)}» eliminato`;
  await deleteComment(comment, moderation ? { actorId: caller.uid, summary } : undefined);
  return { id: comment.id, message: 'Commento eliminato' };
});
