import type { RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { commentInsert } from '@app/schemas/entities';
import { createCommentBody, type CommentView } from '@app/schemas/posts';
import { collection } from '../../app/documents';
import { db } from '../../app/firebase';
import { FIRESTORE_CODES, isFirestoreError } from '../../app/firestoreErrors';
import { callerOf } from '../../app/session';
import { parseBody } from '../../app/validate';
import { authorOf, authorsById } from './authors';
import { postNotFound, postReference } from './references';

/**
 * POST /api/posts/{postId}/comments (members): adds a comment and counts it in the post, in one
 * atomic batch: on an unknown post the update fails NOT_FOUND and nothing is written.
 */
export const createComment: RequestHandler = async (req, res) => {
  const caller = callerOf(req);
  const body = parseBody(createCommentBody, req.body);
  const post = postReference(req.params.postId as string);
  const reference = collection('comments').doc();
  const insert = commentInsert.parse({ ...body, postId: post.id, authorId: caller.uid });
  const batch = db.batch();
  batch.update(post, { commentsCount: FieldValue.increment(1) });
  batch.create(reference, { ...insert, likesCount: 0, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  const [results, authors] = await Promise.all([
    batch.commit().catch((error: unknown) => {
      throw isFirestoreError(error, FIRESTORE_CODES.notFound) ? postNotFound() : error;
    }),
    authorsById([caller.uid]),
  ]);
  const comment: CommentView = {
    id: reference.id,
    content: insert.content,
    likesCount: 0,
    createdAt: results[1]!.writeTime.toDate().toISOString(),
    author: authorOf(authors, caller.uid),
  };
  res.status(201).json(comment);
};
