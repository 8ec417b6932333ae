import '../node22';

import { emulatorEnv } from '../stack';
import { describeSamples, requireRunningStack, samplesOf } from './measure';

/**
 * npm run bench:admin [-- --requests N]: times the admin's two heaviest reads on the running
 * stack, one call after another, after making sure a whole year of daily snapshots exists
 * (written from the data, as the scheduled function would): GET /api/admin/posts (a page of 50
 * posts with their authors) and GET /api/analytics?period=year (365 snapshots, the one before
 * the previous year, courses and contributors). Prints the Firestore round trips from
 * Server-Timing and the median and p95 times. Run `npm run bench:posts` first for a big community.
 */
Object.assign(process.env, emulatorEnv());
const { createUser, login } = await import('../testing/api');
const { backfillAnalyticsSnapshots } = await import('../analyticsBackfill');

const REQUESTS = Number(process.argv[process.argv.indexOf('--requests') + 1]) || 30;

await requireRunningStack();
console.log('Istantanee analytics di un anno (solo quelle mancanti)...');
await backfillAnalyticsSnapshots(365);
const admin = await createUser({ admin: true, firstName: 'Benchmark', lastName: 'Admin' });
const cookie = await login(admin.email, admin.password);
for (const [label, path] of [
  ['GET /api/admin/posts', '/api/admin/posts'],
  ['GET /api/analytics?period=year', '/api/analytics?period=year'],
] as const) {
  const samples = await samplesOf(path, cookie, REQUESTS);
  console.log(`${label}: ${describeSamples(samples)}`);
}
process.exit(0);
