/** The community's stored shapes: posts, comments and likes (shared/collections.ts says what `…Doc` and `…Insert` are). */
import { z } from 'zod';

import { counter, id, timestamp } from '../shared/collections';

export const postInsert = z.object({
  authorId: id,
  title: z.string().min(1),
  content: z.string().min(1),
  imageUrl: z.string().nullable().default(null),
});
export const postDoc = postInsert.extend({
  id,
  /** Set when the author edits title or content; missing on posts never edited. */
  editedAt: timestamp.nullable().optional(),
  likesCount: counter,
  commentsCount: counter,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const commentInsert = z.object({
  postId: id,
  authorId: id,
  content: z.string().min(1),
});
export const commentDoc = commentInsert.extend({
  id,
  likesCount: counter,
  createdAt: timestamp,
  updatedAt: timestamp,
});

// likes/{userId}_{postId} or likes/{userId}_c_{commentId}: one document per user and target.
export const likeInsert = z.object({
  userId: id,
  postId: id.nullable().default(null),
  commentId: id.nullable().default(null),
  /** Author of the liked post or comment, so the points trigger needs no extra read. */
  targetAuthorId: id,
});
export const likeDoc = likeInsert.extend({ id, createdAt: timestamp });

export type PostDoc = z.infer<typeof postDoc>;
export type CommentDoc = z.infer<typeof commentDoc>;
export type LikeDoc = z.infer<typeof likeDoc>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type PostInsert = z.output<typeof postInsert>;
export type CommentInsert = z.output<typeof commentInsert>;
export type LikeInsert = z.output<typeof likeInsert>;
