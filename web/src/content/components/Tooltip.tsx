import { type FocusEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import styles from './Tooltip.module.css';

/** A tooltip opens after the pointer rests 700 ms; within 300 ms of another closing it opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

interface TooltipProps {
  /** The text, usually the icon button's own accessible name. */
  label: string;
  placement?: 'above' | 'below' | 'below-end';
  children: ReactNode;
}

/**
 * The name of an icon-only control, shown on mouse hover or keyboard focus (not on touch, where it
 * would cover what the finger just opened). Escape closes it.
 */
export function Tooltip({ label, placement = 'above', children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();

  const show = () => {
    window.clearTimeout(timer.current);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    // Noted at once: the next tooltip's pointerenter comes in the same mouse move.
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      lastClosedAt = Date.now();
      setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && show();
  const onFocus = (event: FocusEvent) => (event.target as HTMLElement).matches(':focus-visible') && show();
  const position = { above: '', below: styles.below, 'below-end': `${styles.below} ${styles.end}` }[placement];

  return (
    <span className={styles.anchor} onPointerEnter={onPointerEnter} onPointerLeave={hide} onFocus={onFocus} onBlur={hide} onClick={hide}>
      {children}
      {open && (
        <span role="tooltip" id={id} className={`${styles.tooltip} ${position}`}>
          {label}
        </span>
      )}
    </span>
  );
}
