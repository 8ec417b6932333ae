import '../node22';

import autocannon from 'autocannon';

import { emulatorEnv, PROJECT_ID, SITE_URL } from '../stack';

/**
 * npm run load [-- --duration 60]: drives the RUNNING local stack (npm start) with a realistic mix
 * for the given seconds: members browsing the community and the home page, liking and commenting;
 * visitors on the landing page and the calendar. Prints, per call, requests per second, p50 / p95 /
 * p99 latency and errors; then checks that every count is exact (likesCount and commentsCount equal
 * to their documents). Exits 1 on any error or wrong count. The latencies are the local Node
 * Firestore's: recorded, not asserted.
 */
Object.assign(process.env, emulatorEnv());
const { getApps, initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');

const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 60;
const MEMBERS = 40;
const POSTS = 5;
const PASSWORD = 'carico12345';

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const db = getFirestore(app);
const auth = getAuth(app);
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

async function signedInMember(index: number): Promise<string> {
  const email = `carico${index}@load.test`;
  await auth
    .createUser({ uid: `load-member-${index}`, email, password: PASSWORD, displayName: `Carico${index} Prova` })
    .catch(() => undefined);
  const response = await fetch(`${SITE_URL}/api/simple-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // Accounts made here, not through the sign-up form: the privacy notice is ticked at the first sign-in.
    body: JSON.stringify({ username: email, password: PASSWORD, privacyAccepted: true }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function publish(cookie: string, index: number): Promise<string> {
  const response = await fetch(`${SITE_URL}/api/posts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({
      title: `Prova di carico ${index}`,
      content: 'Un post su cui i membri mettono like e commentano durante la prova.',
    }),
  });
  if (!response.ok) throw new Error(`post: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

interface Call {
  name: string;
  connections: number;
  /** Requests per second for all connections; unlimited when absent. */
  rate?: number;
  request: () => { method: string; path: string; headers?: Record<string, string>; body?: string };
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

async function drive(call: Call) {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: SITE_URL,
        connections: call.connections,
        duration: DURATION,
        overallRate: call.rate,
        requests: [{ setupRequest: (request) => ({ ...request, ...call.request() }) as typeof request }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    call: call.name,
    requests: latencies.length,
    'req/s': Math.round((latencies.length / DURATION) * 10) / 10,
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p95 ms': Math.round(percentile(latencies, 95)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    errors: errors + result.errors + result.timeouts,
  };
}

console.log(`Preparazione: ${MEMBERS} membri e ${POSTS} post di prova su ${SITE_URL}`);
// One at a time: the Functions emulator serves a burst of first sign-ins slowly.
const cookies: string[] = [];
for (let index = 0; index < MEMBERS; index += 1) cookies.push(await signedInMember(index));
const posts = await Promise.all(Array.from({ length: POSTS }, (_, index) => publish(cookies[index % MEMBERS]!, index)));
const asMember = () => ({ Cookie: pick(cookies) });
const json = { 'Content-Type': 'application/json' };

const calls: Call[] = [
  { name: 'GET / (visitatore)', connections: 2, request: () => ({ method: 'GET', path: '/' }) },
  { name: 'GET /api/events (visitatore)', connections: 2, request: () => ({ method: 'GET', path: '/api/events' }) },
  { name: 'GET /api/posts (membro)', connections: 2, request: () => ({ method: 'GET', path: '/api/posts', headers: asMember() }) },
  { name: 'GET /api/stats (membro)', connections: 1, request: () => ({ method: 'GET', path: '/api/stats', headers: asMember() }) },
  {
    name: 'GET /api/posts?limit=3 (home)',
    connections: 1,
    request: () => ({ method: 'GET', path: '/api/posts?limit=3&withComments=false', headers: asMember() }),
  },
  {
    name: 'POST like (membro)',
    connections: 2,
    request: () => ({
      method: 'POST',
      path: `/api/posts/${pick(posts)}/like`,
      headers: { ...json, ...asMember() },
      body: JSON.stringify({ isLiked: Math.random() < 0.6 }),
    }),
  },
  {
    // Members may write 100 comments an hour each: 40 members at 5 per second stay far below that.
    name: 'POST commento (membro)',
    connections: 1,
    rate: 5,
    request: () => ({
      method: 'POST',
      path: `/api/posts/${pick(posts)}/comments`,
      headers: { ...json, ...asMember() },
      body: JSON.stringify({ content: 'Commento durante la prova di carico' }),
    }),
  },
];

console.log(`Carico per ${DURATION} s…`);
const rows = await Promise.all(calls.map(drive));
console.table(rows);

let wrong = 0;
for (const postId of posts) {
  const [post, likes, comments] = await Promise.all([
    db.collection('posts').doc(postId).get(),
    db.collection('likes').where('postId', '==', postId).count().get(),
    db.collection('comments').where('postId', '==', postId).count().get(),
  ]);
  const counts = {
    likesCount: post.get('likesCount'),
    likes: likes.data().count,
    commentsCount: post.get('commentsCount'),
    comments: comments.data().count,
  };
  const exact = counts.likesCount === counts.likes && counts.commentsCount === counts.comments;
  if (!exact) wrong += 1;
  console.log(
    `${postId}: likesCount ${counts.likesCount} = like ${counts.likes}, commentsCount ${counts.commentsCount} = commenti ${counts.comments} ${exact ? 'OK' : 'SBAGLIATO'}`,
  );
}
const errors = rows.reduce((sum, row) => sum + row.errors, 0);
console.log(`Errori: ${errors}; conteggi sbagliati: ${wrong}`);
process.exit(errors > 0 || wrong > 0 ? 1 : 0);
