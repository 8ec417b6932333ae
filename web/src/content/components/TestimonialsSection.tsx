import { lazy, Suspense, useCallback, useRef, useState } from 'react';

import { useNearViewport } from '../../shared/lib/useNearViewport';
import { site } from '../../shared/site';
import { CLAIMS } from '../content/claims';
import { TESTIMONIALS } from '../content/testimonials';
import { CarouselArrow } from './CarouselArrow';
import { Icon } from './Icon';
import { SectionHeading } from './SectionHeading';
import type { CarouselControls } from './TestimonialCarousel';
import { TestimonialPreview } from './TestimonialPreview';
import styles from './Testimonials.module.css';
import ui from './ui.module.css';

const TestimonialCarousel = lazy(() => import('./TestimonialCarousel'));

type Move = keyof CarouselControls;

/**
 * Patients' reviews: the figures, the link to the external platform and the carousel. Swiper loads
 * when the section nears the viewport (or on the first press of an arrow, which then applies).
 */
export function TestimonialsSection() {
  const [sectionPlace, nearViewport] = useNearViewport<HTMLElement>('800px 0px');
  const [requested, setRequested] = useState(false);
  const [controls, setControls] = useState<CarouselControls | null>(null);
  const [position, setPosition] = useState(0);
  const pendingMove = useRef<Move | null>(null);

  const onReady = useCallback((ready: CarouselControls) => {
    setControls(ready);
    if (pendingMove.current) ready[pendingMove.current]();
    pendingMove.current = null;
  }, []);

  const move = (direction: Move) => {
    if (controls) return controls[direction]();
    pendingMove.current = direction;
    setRequested(true);
  };

  return (
    <section ref={sectionPlace} className={ui.section} aria-labelledby="testimonianze-title">
      <div className={ui.container}>
        <SectionHeading id="testimonianze-title" eyebrow="Testimonianze" title="Cosa Dicono i Miei Pazienti" centered />
        <ul className={styles.summary}>
          <li>
            <strong>{CLAIMS.rating}</strong> valutazione media
          </li>
          <li>
            <strong>{CLAIMS.reviews}</strong> recensioni verificate
          </li>
          <li>
            <strong>{CLAIMS.recommendations}</strong> consiglierebbe la dottoressa
          </li>
        </ul>
        <p className={styles.external}>
          <a className={ui.textLink} href={site.reviewsUrl} target="_blank" rel="noopener noreferrer">
            Leggi le oltre {CLAIMS.externalFiveStarReviews} recensioni a 5 stelle su {site.reviewsPlatform}
            <Icon name="openInNew" size={18} />
            <span className={ui.visuallyHidden}> (si apre in una nuova scheda)</span>
          </a>
        </p>
        <div id="carosello-testimonianze" className={styles.viewport}>
          {(nearViewport || requested) && (
            // Out of the flow until Swiper has measured and placed its slides, so that the page
            // never changes height under a visitor who is scrolling past.
            <div className={controls ? undefined : styles.settling}>
              <Suspense fallback={null}>
                <TestimonialCarousel onReady={onReady} onMove={setPosition} />
              </Suspense>
            </div>
          )}
          {!controls && <TestimonialPreview />}
        </div>
        <div className={styles.controls}>
          <CarouselArrow direction="previous" onPress={move} />
          <span className={styles.position} aria-live="polite" aria-atomic="true">
            <span className={ui.visuallyHidden}>Testimonianza </span>
            {position + 1} / {TESTIMONIALS.length}
          </span>
          <CarouselArrow direction="next" onPress={move} />
        </div>
      </div>
    </section>
  );
}
