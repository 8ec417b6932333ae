import { palette } from '@app/schemas/shared/palette';
import type { CSSProperties } from 'react';

import { site } from '../shared/site';
import styles from './AppShellSkeleton.module.css';

const colours = {
  '--skeleton-bg': palette.background,
  '--skeleton-paper': palette.paper,
  '--skeleton-primary': palette.primary,
  '--skeleton-light': palette.primaryLight,
} as CSSProperties;

/**
 * The members' frame while the session, MUI and the page load: plain CSS, prerendered into the
 * app's HTML at build time (see prerender.tsx), so a phone paints it before any JavaScript, and
 * shown by React too until the real frame is ready, so the hand-over moves nothing.
 */
export function AppShellSkeleton() {
  return (
    <div className={styles.frame} style={colours} role="status" aria-label="Caricamento">
      <div className={styles.bar}>
        <span className={styles.brand}>{site.appName}</span>
      </div>
      <div className={styles.panel} />
      <div className={styles.main}>
        <div className={styles.line} />
      </div>
    </div>
  );
}
