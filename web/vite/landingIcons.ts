import type { Plugin } from 'vite';

import { ICON_SPRITE_URL, iconSprite } from '../src/content/components/icons.ts';

/**
 * Serves the landing page's icons as one sprite at ICON_SPRITE_URL: written into the client build,
 * answered by the dev server (web/src/content/components/icons.ts).
 */
export function landingIcons(): Plugin {
  let isSsr = false;
  return {
    name: 'landing-icons',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(ICON_SPRITE_URL, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(iconSprite());
      });
    },
    generateBundle() {
      if (!isSsr) this.emitFile({ type: 'asset', fileName: ICON_SPRITE_URL.slice(1), source: iconSprite() });
    },
  };
}
