/** likes/{userId}_{postId}: one like per member and post, so a second like is a failed create. */
export const postLikeId = (userId: string, postId: string) => `${userId}_${postId}`;
/** likes/{userId}_c_{commentId}: the same for a comment. */
export const commentLikeId = (userId: string, commentId: string) => `${userId}_c_${commentId}`;
