import 'swiper/css';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { TESTIMONIALS } from '../content/testimonials';
import { TestimonialCard } from './TestimonialCard';

export interface CarouselControls {
  previous: () => void;
  next: () => void;
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
      onSwiper={(swiper) => onReady({ previous: () => swiper.slidePrev(), next: () => swiper.slideNext() })}
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
