/**
 * The service worker's precache as the served build has it (docs/offline.md, Precache): what a
 * patient's first install downloads. Read from the served /sw.js (its Workbox manifest), each entry
 * fetched once and counted uncompressed, as Workbox reports it.
 */
export interface PrecacheSize {
  entries: number;
  bytes: number;
  /** The largest entries, largest first. */
  largest: { url: string; bytes: number }[];
}

export async function precacheSize(siteUrl: string): Promise<PrecacheSize> {
  const worker = await (await fetch(`${siteUrl}/sw.js`)).text();
  const urls = [...new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!))];
  if (!urls.length) throw new Error(`${siteUrl}/sw.js: nessuna voce di precache trovata`);
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(new URL(url, `${siteUrl}/`));
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return { url, bytes: (await response.arrayBuffer()).byteLength };
    }),
  );
  sizes.sort((a, b) => b.bytes - a.bytes);
  return { entries: sizes.length, bytes: sizes.reduce((sum, entry) => sum + entry.bytes, 0), largest: sizes.slice(0, 8) };
}
