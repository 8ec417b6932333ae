import { site } from '../../shared/site';
import { RATING } from '../content/claims';

const schema = (name: string) => `https://schema.org/${name}`;
const practiceId = `${site.url}/#studio`;
const doctorId = `${site.url}/#dottoressa`;

const address = (studio: (typeof site.studios)[number]) => ({
  '@type': 'PostalAddress',
  streetAddress: studio.street,
  postalCode: studio.postalCode,
  addressLocality: site.city,
  addressCountry: 'IT',
});

// The days the studios are open (a row without hours is a closed day: schema.org leaves it out).
const openingHoursSpecification = site.openingHours
  .filter((row) => row.opens && row.closes)
  .map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: row.dayOfWeek.map(schema), opens: row.opens, closes: row.closes }));

/**
 * The landing page's schema.org data (JSON-LD, read by search engines): the practice as a
 * MedicalBusiness with its six studios, the doctor as a Person. Everything comes from the site's
 * configuration and the page's own figures, so the data and the text cannot disagree.
 */
export function structuredData() {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'MedicalBusiness',
        '@id': practiceId,
        name: `${site.doctorName} · ${site.title}`,
        description: site.seo.description,
        url: `${site.url}/`,
        image: `${site.url}/og-image.jpg`,
        telephone: site.phone,
        email: site.email,
        medicalSpecialty: schema('DietNutrition'),
        areaServed: site.city,
        address: address(site.studios[0]),
        openingHoursSpecification,
        aggregateRating: { '@type': 'AggregateRating', ratingValue: RATING.value, bestRating: RATING.best, reviewCount: RATING.count },
        founder: { '@id': doctorId },
        department: site.studios.map((studio) => ({
          '@type': 'MedicalBusiness',
          name: studio.name,
          address: address(studio),
          telephone: site.phone,
          openingHoursSpecification,
        })),
      },
      {
        '@type': 'Person',
        '@id': doctorId,
        name: site.doctorName,
        jobTitle: site.title,
        telephone: site.phone,
        email: site.email,
        worksFor: { '@id': practiceId },
      },
    ],
  };
}

/** The data as the body of a `<script type="application/ld+json">` (a data block, never run): `<` escaped. */
export const structuredDataScript = () => JSON.stringify(structuredData()).replace(/</g, '\\u003c');
