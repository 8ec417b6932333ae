import { Forbidden } from '../../shared/domainErrors';
import type { Caller } from '../../shared/route';

/**
 * docs/product.md (Community): only the author edits a post; the author or the admin deletes a
 * post or a comment. Answers whether the deletion is the admin's moderation of someone else's
 * content, which the audit records.
 */
export function assertMayDelete(caller: Caller, authorId: string, refusal: string): { moderation: boolean } {
  if (caller.uid === authorId) return { moderation: false };
  if (caller.isAdmin) return { moderation: true };
  throw new Forbidden(refusal);
}

export function assertMayEdit(caller: Caller, authorId: string, refusal: string): void {
  if (caller.uid !== authorId) throw new Forbidden(refusal);
}
