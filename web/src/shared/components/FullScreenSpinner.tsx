import { palette } from '@app/schemas/shared/palette';
import type { CSSProperties } from 'react';

import styles from './FullScreenSpinner.module.css';

const colours = { '--spinner-colour': palette.primary, '--spinner-track': palette.primaryLight } as CSSProperties;

/** Shown while the session or a chunk loads. Plain CSS: it is part of the entry chunk. */
export function FullScreenSpinner() {
  return (
    <div className={styles.screen} role="status" aria-live="polite" style={colours}>
      <div className={styles.spinner} role="progressbar" aria-label="Caricamento" />
    </div>
  );
}
