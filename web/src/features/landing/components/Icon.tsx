import { type IconName, ICONS } from './icons';

/** A decorative Material icon in the current text colour (hidden from screen readers). */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d={ICONS[name]} />
    </svg>
  );
}
