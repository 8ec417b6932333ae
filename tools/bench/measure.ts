import { PORTS } from '../ports';
import { SITE_URL } from '../stack';

/** One timed GET: the client's time, the server's own (Server-Timing total) and its round trips. */
export interface Sample {
  ms: number;
  serverMs: number;
  roundTrips: number;
  next: string | null;
  count: number;
}

export async function timedGet(path: string, cookie: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${SITE_URL}${path}`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as unknown;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const timing = response.headers.get('server-timing') ?? '';
  return {
    ms,
    serverMs: Number(/total;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN),
    roundTrips: Number(/(\d+) round trips/.exec(timing)?.[1] ?? NaN),
    next: /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null,
    count: Array.isArray(body) ? body.length : 1,
  };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Three warm-up calls, then `requests` timed ones, one after the other. */
export async function samplesOf(path: string, cookie: string, requests: number): Promise<Sample[]> {
  for (let index = 0; index < 3; index += 1) await timedGet(path, cookie);
  const samples: Sample[] = [];
  for (let index = 0; index < requests; index += 1) samples.push(await timedGet(path, cookie));
  return samples;
}

/** 'round trip Firestore: 2; tempo (client) mediana … ms, p95 …; server mediana …, p95 …' */
export function describeSamples(samples: Sample[]): string {
  const trips = [...new Set(samples.map((sample) => sample.roundTrips))].join(', ');
  const ms = samples.map((sample) => sample.ms);
  const server = samples.map((sample) => sample.serverMs);
  return (
    `round trip Firestore: ${trips}; ` +
    `tempo (client) mediana ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms; ` +
    `server mediana ${percentile(server, 50).toFixed(0)} ms, p95 ${percentile(server, 95).toFixed(0)} ms (${samples.length} richieste)`
  );
}

/** Stops the benchmark with an Italian hint when no stack answers on this machine's ports. */
export async function requireRunningStack(): Promise<void> {
  const running = await fetch(`${SITE_URL}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (running) return;
  console.error(`Nessuno stack su ${SITE_URL} (porte ${PORTS.hosting}…): avvialo prima con "npm start".`);
  process.exit(1);
}
