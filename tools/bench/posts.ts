import '../node22';

import { emulatorEnv, PROJECT_ID, SITE_URL } from '../stack';
import { describeSamples, requireRunningStack, samplesOf, timedGet } from './measure';

/**
 * npm run bench:posts [-- --requests N]: seeds 1,000 posts with 10,000 comments and 20,000 likes
 * into the RUNNING local stack (npm start), waits for the triggers to catch up, then times
 * GET /api/posts as a member: the first page and a deep page reached through the cursor. Prints
 * the Firestore round trips reported by Server-Timing and the median and p95 times.
 *
 * The data (ids `bench-…`, newest in the community) stays in the local Firestore, which keeps
 * everything in memory: restarting the stack removes it. A second run reuses it.
 */
Object.assign(process.env, emulatorEnv());
const { getApps, initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { Timestamp, getFirestore } = await import('firebase-admin/firestore');

const POSTS = 1_000;
const COMMENTS_PER_POST = 10;
const LIKES_PER_POST = 20;
const USERS = 40;
const READER = { uid: 'bench-user-00', email: 'lettore@bench.test', password: 'bench12345' };
const requestsArg = process.argv.indexOf('--requests');
const REQUESTS = requestsArg > 0 ? Number(process.argv[requestsArg + 1]) : 50;

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const db = getFirestore(app);
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const userId = (index: number) => `bench-user-${pad(index % USERS, 2)}`;
const postId = (index: number) => `bench-post-${pad(index, 4)}`;
const authorOf = (post: number) => post % USERS;
/** The members who like post i: the 20 after its author, never the author. */
const likersOf = (post: number) => Array.from({ length: LIKES_PER_POST }, (_, offset) => (authorOf(post) + 1 + offset) % USERS);

type Write = [ReturnType<typeof db.doc>, Record<string, unknown>];

async function commitAll(writes: Write[]) {
  for (let start = 0; start < writes.length; start += 500) {
    const batch = db.batch();
    for (const [reference, data] of writes.slice(start, start + 500)) batch.set(reference, data);
    await batch.commit();
  }
}

async function seed() {
  const now = Date.now();
  const users: Write[] = Array.from({ length: USERS }, (_, index) => [
    db.doc(`users/${userId(index)}`),
    {
      email: `membro${index}@bench.test`,
      firstName: `Membro${index}`,
      lastName: 'Benchmark',
      profileImageUrl: null,
      points: 0,
      level: 1,
      isAdmin: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  ]);
  const posts: Write[] = [];
  const comments: Write[] = [];
  const likes: Write[] = [];
  for (let index = 0; index < POSTS; index += 1) {
    const createdAt = Timestamp.fromMillis(now - index * 60_000);
    posts.push([
      db.doc(`posts/${postId(index)}`),
      {
        authorId: userId(authorOf(index)),
        title: `Post di prova ${index}`,
        content: `Contenuto del post di prova numero ${index}, abbastanza lungo da sembrare vero.`,
        imageUrl: null,
        likesCount: LIKES_PER_POST,
        commentsCount: COMMENTS_PER_POST,
        createdAt,
        updatedAt: createdAt,
      },
    ]);
    for (let comment = 0; comment < COMMENTS_PER_POST; comment += 1) {
      const at = Timestamp.fromMillis(createdAt.toMillis() + (comment + 1) * 1000);
      comments.push([
        db.doc(`comments/${postId(index)}-c${comment}`),
        {
          postId: postId(index),
          authorId: userId(index + comment + 1),
          content: `Commento ${comment} al post ${index}`,
          likesCount: 0,
          createdAt: at,
          updatedAt: at,
        },
      ]);
    }
    for (const liker of likersOf(index)) {
      likes.push([
        db.doc(`likes/${userId(liker)}_${postId(index)}`),
        { userId: userId(liker), postId: postId(index), commentId: null, targetAuthorId: userId(authorOf(index)), createdAt: new Date() },
      ]);
    }
  }
  await commitAll(users);
  await commitAll(posts);
  await commitAll(comments);
  await commitAll(likes);
}

async function ensureReaderAccount() {
  const auth = getAuth(app);
  try {
    await auth.getUser(READER.uid);
  } catch {
    await auth.createUser({ uid: READER.uid, email: READER.email, password: READER.password, displayName: 'Membro0 Benchmark' });
  }
}

async function totalPoints(): Promise<number> {
  const snapshots = await db.getAll(...Array.from({ length: USERS }, (_, index) => db.doc(`users/${userId(index)}`)));
  return snapshots.reduce((sum, snapshot) => sum + Number(snapshot.get('points') ?? 0), 0);
}

async function waitForPoints(expected: number, what: string) {
  const started = Date.now();
  for (;;) {
    const points = await totalPoints();
    process.stdout.write(`\r  ${what}: ${points}/${expected} punti (${Math.round((Date.now() - started) / 1000)} s)   `);
    if (points === expected) break;
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  process.stdout.write('\n');
}

/**
 * Waits until the triggers are idle, so they do not compete with the measurements: first every
 * like has given its point; then, since the local stack delivers document events in order, one more
 * like (by a member who never likes post 0) that has earned its point, and its removal that has
 * taken it back, mean that everything queued before them (the level updates too) has run.
 */
async function waitForTriggers() {
  const expected = POSTS * LIKES_PER_POST;
  await waitForPoints(expected, 'punti dei like');
  const sentinel = db.doc(`likes/${userId(LIKES_PER_POST + 1)}_${postId(0)}`);
  await sentinel.set({
    userId: userId(LIKES_PER_POST + 1),
    postId: postId(0),
    commentId: null,
    targetAuthorId: userId(authorOf(0)),
    createdAt: new Date(),
  });
  await waitForPoints(expected + 1, 'coda dei trigger');
  await sentinel.delete();
  await waitForPoints(expected, 'coda dei trigger');
}

async function signIn(): Promise<string> {
  const response = await fetch(`${SITE_URL}/api/simple-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // An account made here, not through the sign-up form: the privacy notice is ticked at the first sign-in.
    body: JSON.stringify({ username: READER.email, password: READER.password, privacyAccepted: true }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function measure(label: string, path: string, cookie: string) {
  const samples = await samplesOf(path, cookie, REQUESTS);
  console.log(`${label}: ${samples[0]!.count} post, ${describeSamples(samples)}`);
}

await requireRunningStack();

const seeded = (await db.doc(`likes/${userId(likersOf(POSTS - 1).at(-1)!)}_${postId(POSTS - 1)}`).get()).exists;
if (seeded) {
  console.log('Dati del benchmark già presenti: li riuso.');
} else {
  if ((await db.doc(`users/${userId(0)}`).get()).exists) {
    console.error('Dati del benchmark incompleti (un run interrotto?): riavvia lo stack e riprova.');
    process.exit(1);
  }
  const started = Date.now();
  console.log(`Seeding: ${POSTS} post, ${POSTS * COMMENTS_PER_POST} commenti, ${POSTS * LIKES_PER_POST} like, ${USERS} membri...`);
  await seed();
  console.log(`  scritti in ${((Date.now() - started) / 1000).toFixed(1)} s; attendo i trigger (punti e statistiche)...`);
}
await ensureReaderAccount();
await waitForTriggers();

const cookie = await signIn();
await measure('GET /api/posts (prima pagina)', '/api/posts', cookie);
let deep = '/api/posts';
for (let page = 0; page < 40; page += 1) deep = (await timedGet(deep, cookie)).next ?? deep;
await measure('GET /api/posts (pagina 41, dal cursore)', deep, cookie);
process.exit(0);
