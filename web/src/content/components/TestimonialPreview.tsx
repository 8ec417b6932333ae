import { TESTIMONIALS } from '../content/testimonials';
import { TestimonialCard } from './TestimonialCard';
import styles from './Testimonials.module.css';

/**
 * The carousel's first position, drawn without Swiper until Swiper is ready: same geometry, so
 * nothing moves when the real carousel replaces it.
 */
export function TestimonialPreview() {
  return (
    <div className={styles.track}>
      {TESTIMONIALS.map((testimonial, index) => (
        <div key={testimonial.name} className={styles.slide} aria-hidden={index > 2 || undefined}>
          <TestimonialCard testimonial={testimonial} />
        </div>
      ))}
    </div>
  );
}
