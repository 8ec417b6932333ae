/** The practice's figures, as the landing page states them. */
export const CLAIMS = {
  patients: '500+',
  years: '10+',
  reviews: '24+',
  rating: '4.9/5',
  recommendations: '98%',
  externalFiveStarReviews: '180',
  studios: 6,
} as const;
