/**
 * npm run app-icons: draws the home screen icons of the installable app (web/public/pwa-*.png,
 * listed in web/vite/webManifest.ts) from the practice's mark (web/public/favicon.svg) with sharp.
 * The 192 and 512 px icons are the mark as it is; the maskable one puts the leaf on a full square
 * of the practice's green, inside the central circle that every launcher's mask keeps (80% of the side).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { palette } from '../schemas/src/shared/palette';

const PUBLIC = join(import.meta.dirname, '..', 'web', 'public');
const mark = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8').trim();
/** The mark's drawing inside its circle (the favicon's 64-unit view box). */
const leaf = mark.replace(/^<svg[^>]*>|<\/svg>$/g, '').replace(/<circle[^>]*\/>/, '');

// The leaf spans about 26 of the 64 units; 1.25 times that about the centre stays inside the safe circle (radius 25.6).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="${palette.primary}"/>
<g transform="translate(32 32) scale(1.25) translate(-32 -32)">${leaf.replaceAll('#2e7d6b', palette.primary)}</g></svg>`;

const icons = [
  { file: 'pwa-192x192.png', svg: mark, size: 192 },
  { file: 'pwa-512x512.png', svg: mark, size: 512 },
  { file: 'pwa-maskable-512x512.png', svg: maskable, size: 512 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, file));
}
console.log(`Scritte ${icons.map(({ file }) => `web/public/${file}`).join(', ')}`);
