import 'swiper/css';

import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import { TESTIMONIALS } from '../content/testimonials';
import { TestimonialCard } from './TestimonialCard';

export interface CarouselControls {
  previous: () => void;
  next: () => void;
}

/**
 * Previous and next that never drop a press: in loop mode Swiper ignores a move while the last one
 * is still sliding, so a quick second press waits for the end of that transition.
 */
function controlsOf(swiper: SwiperInstance): CarouselControls {
  const whenStill = (move: () => void) => () => {
    if (swiper.animating) swiper.once('transitionEnd', move);
    else move();
  };
  return { previous: whenStill(() => swiper.slidePrev()), next: whenStill(() => swiper.slideNext()) };
}

interface TestimonialCarouselProps {
  onReady: (controls: CarouselControls) => void;
  /** The index of the first testimonial in view, after every move. */
  onMove: (index: number) => void;
}

/**
 * The testimonials in a looping Swiper (a lazy chunk: Swiper is about 26 KB gzip). Drag or swipe
 * moves it; the previous/next buttons live in TestimonialsSection and drive it through onReady.
 */
export default function TestimonialCarousel({ onReady, onMove }: TestimonialCarouselProps) {
  return (
    <Swiper
      modules={[A11y]}
      loop
      initialSlide={0}
      slidesPerView={1}
      spaceBetween={24}
      breakpoints={{ 900: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } }}
      grabCursor
      a11y={{
        containerRoleDescriptionMessage: 'carosello',
        itemRoleDescriptionMessage: 'testimonianza',
        slideLabelMessage: '{{index}} di {{slidesLength}}',
      }}
      onSwiper={(swiper) => onReady(controlsOf(swiper))}
      onSlideChange={(swiper) => onMove(swiper.realIndex)}
    >
      {TESTIMONIALS.map((testimonial) => (
        <SwiperSlide key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
