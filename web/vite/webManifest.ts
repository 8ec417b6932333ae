import type { ManifestOptions } from 'vite-plugin-pwa';

import { palette } from '../../schemas/src/shared/palette.ts';
import { site } from '../src/shared/site.ts';

/**
 * The web app manifest (/manifest.webmanifest, docs/offline.md): the app a patient puts on the home
 * screen, in Italian, in the practice's colours, opening the members' home. The icons are drawn by
 * `npm run app-icons` (tools/appIcons.ts) from the practice's mark.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${site.appName} · ${site.doctorName}`,
  short_name: 'Nutrizione',
  description: `L'app dei pazienti di ${site.doctorName}, ${site.title.toLowerCase()} a ${site.city}: diario, piano alimentare, appuntamenti e messaggi.`,
  lang: 'it',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: palette.primary,
  background_color: palette.background,
  categories: ['health', 'medical', 'food'],
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
