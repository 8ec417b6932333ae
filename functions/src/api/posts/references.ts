import { collection } from '../../app/documents';
import { HttpError } from '../../app/httpError';

export const postNotFound = () => new HttpError(404, 'Post non trovato');

/**
 * The post named by a URL parameter. Ids that Firestore could not take as a document id (a '/'
 * would point into a subcollection) can name no post: they are a 404 like any unknown id.
 */
export function postReference(postId: string | undefined) {
  if (!postId || postId.length > 200 || postId.includes('/') || /^\.\.?$|^__.*__$/.test(postId)) throw postNotFound();
  return collection('posts').doc(postId);
}

/** likes/{userId}_{postId}: one like per member and post, so a second like is a failed create. */
export function postLikeReference(userId: string, postId: string) {
  return collection('likes').doc(`${userId}_${postId}`);
}
