import { type Query, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

import { Invalid } from '../domainErrors';

/**
 * Where a newest-first page ended: the timestamp of its last document and the ids of the
 * documents already shown with that same timestamp (ties are possible: many writes can share a
 * commit time). The next page starts at that timestamp, inclusive, without those ids. This needs
 * only a range filter on the timestamp, no document-id ordering and no extra read.
 */
export interface PageCursor {
  seconds: number;
  nanos: number;
  ids: string[];
}

const INVALID_CURSOR = 'Cursore di paginazione non valido';

/**
 * The most ids a cursor may carry. Each is one more document read for the next page, so a forged
 * cursor could otherwise make a call read far more than a page; legitimate cursors carry only the
 * documents sharing the last timestamp, a handful even for documents written in one batch.
 */
export const MAX_CURSOR_IDS = 60;

/** Firestore's own range for a Timestamp: 0001-01-01 to 9999-12-31. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.seconds, cursor.nanos, cursor.ids])).toString('base64url');
}

export function decodeCursor(value: string): PageCursor {
  try {
    const [seconds, nanos, ids] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    const valid =
      Number.isInteger(seconds) &&
      (seconds as number) >= MIN_SECONDS &&
      (seconds as number) <= MAX_SECONDS &&
      Number.isInteger(nanos) &&
      (nanos as number) >= 0 &&
      (nanos as number) < 1e9 &&
      Array.isArray(ids) &&
      ids.length <= MAX_CURSOR_IDS &&
      ids.every((id) => typeof id === 'string' && id.length <= 200);
    if (valid) return { seconds: seconds as number, nanos: nanos as number, ids: ids as string[] };
  } catch {
    /* falls through to the 400 */
  }
  throw new Invalid(INVALID_CURSOR);
}

function timestampOf(document: QueryDocumentSnapshot<unknown>, field: string): Timestamp {
  return document.get(field) as Timestamp;
}

/**
 * The cursor after the last of `documents` (newest first). `previous` is the cursor these
 * documents were read after: its ids still count when the timestamp has not moved.
 */
export function cursorAfter(documents: QueryDocumentSnapshot<unknown>[], field: string, previous?: PageCursor): PageCursor | undefined {
  const last = documents.at(-1);
  if (!last) return previous;
  const time = timestampOf(last, field);
  const sameTime = documents.filter((document) => timestampOf(document, field).isEqual(time)).map((document) => document.id);
  const carried = previous && new Timestamp(previous.seconds, previous.nanos).isEqual(time) ? previous.ids : [];
  return { seconds: time.seconds, nanos: time.nanoseconds, ids: [...carried, ...sameTime] };
}

/**
 * One page of `query`, newest first by the timestamp `field`, after `cursor`: one round trip.
 * `next` is set when more documents follow.
 */
export async function newestFirstPage<T>(
  query: Query<T>,
  field: string,
  limit: number,
  cursor?: PageCursor,
): Promise<{ documents: QueryDocumentSnapshot<T>[]; next?: PageCursor }> {
  const shown = new Set(cursor?.ids ?? []);
  let ordered = query.orderBy(field, 'desc');
  if (cursor) ordered = ordered.where(field, '<=', new Timestamp(cursor.seconds, cursor.nanos));
  // The documents already shown sit at the top (they carry the cursor's timestamp, the newest
  // allowed), so reading that many more, plus one, tells whether another page follows.
  const snapshot = await ordered.limit(limit + shown.size + 1).get();
  const fresh = snapshot.docs.filter((document) => !shown.has(document.id));
  const documents = fresh.slice(0, limit);
  return { documents, next: fresh.length > limit ? cursorAfter(documents, field, cursor) : undefined };
}

/**
 * Announces the next page in a `Link: <url>; rel="next"` header (as GitHub's API does), so the
 * body stays a plain array. Nothing is set on the last page.
 */
export function linkNextPage(
  res: { setHeader(name: string, value: string): void },
  path: string,
  next: PageCursor | undefined,
  params: Record<string, string> = {},
) {
  if (!next) return;
  const query = new URLSearchParams({ ...params, cursor: encodeCursor(next) });
  res.setHeader('Link', `<${path}?${query}>; rel="next"`);
}

/** The cursor of a `?cursor=` query parameter, or none for the first page (400 if forged). */
export const cursorParam = (value: string | undefined) => (value === undefined ? undefined : decodeCursor(value));
