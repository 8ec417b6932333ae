import { site } from '../../shared/site';

/** The verified reviews' average, as numbers (the page's text and its schema.org data both read it). */
export const RATING = { value: 4.9, best: 5, count: 24 } as const;

/** The practice's figures, as the landing page states them. */
export const CLAIMS = {
  patients: '500+',
  years: '10+',
  reviews: `${RATING.count}+`,
  rating: `${RATING.value}/${RATING.best}`,
  recommendations: '98%',
  externalFiveStarReviews: '180',
  studios: site.studios.length,
} as const;
