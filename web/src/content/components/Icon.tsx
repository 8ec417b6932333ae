import { ICON_SPRITE_URL, type IconName } from './icons';

/** A decorative Material icon in the current text colour (hidden from screen readers), drawn from the icons' sprite. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
