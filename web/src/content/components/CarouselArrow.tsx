import { Icon } from './Icon';
import type { CarouselControls } from './TestimonialCarousel';
import styles from './Testimonials.module.css';
import { Tooltip } from './Tooltip';

const ARROWS = {
  previous: { label: 'Testimonianza precedente', icon: 'chevronLeft' },
  next: { label: 'Testimonianza successiva', icon: 'chevronRight' },
} as const;

/** The previous or next button of the testimonials carousel, with its tooltip. */
export function CarouselArrow({
  direction,
  onPress,
}: {
  direction: keyof CarouselControls;
  onPress: (direction: keyof CarouselControls) => void;
}) {
  const { label, icon } = ARROWS[direction];
  return (
    <Tooltip label={label}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={label}
        aria-controls="carosello-testimonianze"
        onClick={() => onPress(direction)}
      >
        <Icon name={icon} size={28} />
      </button>
    </Tooltip>
  );
}
