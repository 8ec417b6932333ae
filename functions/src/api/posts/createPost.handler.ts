import type { RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { postInsert } from '@app/schemas/entities';
import { createPostBody, type PostView } from '@app/schemas/posts';
import { collection } from '../../app/documents';
import { callerOf } from '../../app/session';
import { parseBody } from '../../app/validate';
import { authorOf, authorsById } from './authors';

/** POST /api/posts (members): publishes a post; 201 with the post as GET /api/posts shows it. */
export const createPost: RequestHandler = async (req, res) => {
  const caller = callerOf(req);
  const body = parseBody(createPostBody, req.body);
  const reference = collection('posts').doc();
  const insert = postInsert.parse({ ...body, authorId: caller.uid });
  const [written, authors] = await Promise.all([
    reference.create({
      ...insert,
      likesCount: 0,
      commentsCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    }),
    authorsById([caller.uid]),
  ]);
  // A server timestamp is the commit time, so the write's time is the stored createdAt.
  const post: PostView = {
    id: reference.id,
    title: insert.title,
    content: insert.content,
    likesCount: 0,
    commentsCount: 0,
    isLiked: false,
    createdAt: written.writeTime.toDate().toISOString(),
    author: authorOf(authors, caller.uid),
    comments: [],
    olderCommentsCursor: null,
  };
  res.status(201).json(post);
};
