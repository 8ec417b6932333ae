import { palette } from '@app/schemas/shared/palette';
import type { CSSProperties } from 'react';

import { reloadWithNewestVersion } from './newestVersion';
import styles from './RouteError.module.css';

const colours = { '--paper': palette.paper, '--primary': palette.primary, '--primary-dark': palette.primaryDark } as CSSProperties;

/**
 * The error element of every route branch: a chunk that failed to load (typically after a deploy,
 * when the old file names are gone) or a page that threw while rendering. Plain CSS, no MUI: it is
 * in the entry chunk, and MUI's own chunk may be what failed. One tap reloads with the new build,
 * a waiting service worker's version included (newestVersion.ts).
 * A `section` (an admin section) shows it in place, inside the page that holds it.
 */
export function RouteError({ section = false }: { section?: boolean }) {
  const card = (
    <div className={styles.card} role="alert" style={section ? colours : undefined}>
      <p className={styles.message}>Si è verificato un problema nel caricare la pagina.</p>
      <button type="button" className={styles.button} onClick={() => void reloadWithNewestVersion()}>
        Ricarica la pagina
      </button>
    </div>
  );
  if (section) return card;
  return (
    <main className={styles.screen} style={colours}>
      {card}
    </main>
  );
}
