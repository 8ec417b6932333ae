import type { Testimonial } from '../content/testimonials';
import { Icon } from './Icon';
import styles from './TestimonialCard.module.css';

/** One patient's review: initials, name, kind of visit with month and year, text. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { initials, name, visit, text, colour } = testimonial;
  return (
    <figure className={`${styles.card} ${styles[colour]}`}>
      <figcaption className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span>
          <cite className={styles.name}>{name}</cite>
          <span className={styles.visit}>{visit}</span>
        </span>
      </figcaption>
      <span className={styles.stars} role="img" aria-label="5 stelle su 5">
        {[1, 2, 3, 4, 5].map((star) => (
          <Icon key={star} name="star" size={18} />
        ))}
      </span>
      <blockquote className={styles.text}>{text}</blockquote>
    </figure>
  );
}
