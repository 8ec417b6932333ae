import { z } from 'zod';

import { wireOf } from '../shared/entityView';
import { commentDoc, postDoc } from './entities';

/** docs/product.md (Validation) minimums; the maxima keep one post or comment readable and a page light. */
export const POST_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  contentMin: 20,
  contentMax: 10_000,
  commentMin: 5,
  commentMax: 2_000,
} as const;

const INVALID_BODY = 'Dati non validi';

/** POST /api/posts */
export const createPostBody = z.object(
  {
    title: z
      .string({ error: 'Il titolo deve avere almeno 5 caratteri' })
      .trim()
      .min(POST_LIMITS.titleMin, 'Il titolo deve avere almeno 5 caratteri')
      .max(POST_LIMITS.titleMax, 'Il titolo può avere al massimo 200 caratteri'),
    content: z
      .string({ error: 'Il contenuto deve avere almeno 20 caratteri' })
      .trim()
      .min(POST_LIMITS.contentMin, 'Il contenuto deve avere almeno 20 caratteri')
      .max(POST_LIMITS.contentMax, 'Il contenuto può avere al massimo 10.000 caratteri'),
  },
  { error: INVALID_BODY },
);
export type CreatePostBody = z.infer<typeof createPostBody>;

/** PUT /api/posts/{postId}: the author rewrites title and content, validated as at creation. */
export const updatePostBody = createPostBody;
export type UpdatePostBody = z.infer<typeof updatePostBody>;

/** POST /api/posts/{postId}/comments */
export const createCommentBody = z.object(
  {
    content: z
      .string({ error: 'Il commento deve avere almeno 5 caratteri' })
      .trim()
      .min(POST_LIMITS.commentMin, 'Il commento deve avere almeno 5 caratteri')
      .max(POST_LIMITS.commentMax, 'Il commento può avere al massimo 2.000 caratteri'),
  },
  { error: INVALID_BODY },
);
export type CreateCommentBody = z.infer<typeof createCommentBody>;

/** POST /api/posts/{postId}/like: isLiked is the state the caller wants (docs/product.md, States). */
export const likePostBody = z.object(
  { isLiked: z.boolean({ error: 'Il campo isLiked deve essere true o false' }) },
  { error: INVALID_BODY },
);
export type LikePostBody = z.infer<typeof likePostBody>;

export const likePostResult = z.object({ postId: z.string(), isLiked: z.boolean(), likesCount: z.number().int() });
export type LikePostResult = z.infer<typeof likePostResult>;

/** POST /api/comments/{commentId}/like: the same body as a post's like, the comment's count back. */
export const likeCommentResult = z.object({ commentId: z.string(), isLiked: z.boolean(), likesCount: z.number().int() });
export type LikeCommentResult = z.infer<typeof likeCommentResult>;

/** DELETE /api/posts/{postId} and DELETE /api/comments/{commentId}. */
export const deletedResult = z.object({ id: z.string(), message: z.string() });
export type DeletedResult = z.infer<typeof deletedResult>;

/** GET /api/posts?limit=&cursor= (both optional: without them, the newest 20). */
export const POSTS_PAGE = { defaultLimit: 20, maxLimit: 30 } as const;
export const listPostsQuery = z.object({
  limit: z.coerce
    .number({ error: 'Il parametro limit deve essere un numero intero tra 1 e 30' })
    .int('Il parametro limit deve essere un numero intero tra 1 e 30')
    .min(1, 'Il parametro limit deve essere un numero intero tra 1 e 30')
    .max(POSTS_PAGE.maxLimit, 'Il parametro limit deve essere un numero intero tra 1 e 30')
    .default(POSTS_PAGE.defaultLimit),
  cursor: z.string().optional(),
  /** `false` for a short list without comments (the member home's three latest posts). */
  withComments: z
    .enum(['true', 'false'], { error: 'Il parametro withComments deve essere true o false' })
    .default('true')
    .transform((value) => value === 'true'),
});

/** GET /api/posts/{postId}/comments?cursor=: a page of a post's comments, going back in time. */
export const listCommentsQuery = z.object({ cursor: z.string().optional() });

export const authorView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type AuthorView = z.infer<typeof authorView>;

/** The stored fields a comment's answers show as they are (shared/entityView.ts). */
export const commentStoredFields = wireOf(commentDoc).pick({ id: true, content: true, likesCount: true, createdAt: true });

export const commentView = commentStoredFields.extend({
  /** Whether the caller likes it (false for visitors). */
  isLiked: z.boolean(),
  /** Whether the caller wrote it: screens offer edit and delete on one's own content. */
  isOwn: z.boolean(),
  author: authorView,
});
export type CommentView = z.infer<typeof commentView>;

/** What every view of a post shows of it as stored: its text, counts and date (shared/entityView.ts). */
export const postStoredFields = wireOf(postDoc).pick({
  id: true,
  title: true,
  content: true,
  likesCount: true,
  commentsCount: true,
  createdAt: true,
});

/**
 * A post as the community and the home page read it (docs/product.md, Data model). `comments` holds the latest
 * comments, oldest first (at most COMMENTS_PER_POST); `commentsCount` is always the true total.
 * When comments are missing, GET /api/posts/{postId}/comments?cursor={olderCommentsCursor} pages
 * back through the older ones (without a cursor when none of the post's comments is shown).
 */
export const postView = postStoredFields.extend({
  isLiked: z.boolean(),
  /** When the author last edited title or content ('modificato'), null if never. */
  editedAt: z.string().nullable(),
  isOwn: z.boolean(),
  author: authorView,
  comments: z.array(commentView),
  olderCommentsCursor: z.string().nullable(),
});
export type PostView = z.infer<typeof postView>;

export const COMMENTS_PER_POST = 10;
export const OLDER_COMMENTS_PAGE = 50;

/** GET /api/admin/posts: a post with its author's names and its counts. */
export const adminPostView = postStoredFields.extend({
  author: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type AdminPostView = z.infer<typeof adminPostView>;
