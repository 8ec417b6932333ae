import { practice, practiceHours, practiceStudios, privacyNotice } from '@app/schemas/shared/practice';

/**
 * Everything about the practice that a page shows: name, contacts, studios, hours, fiscal data,
 * links. Change them here and every page follows. (The values are placeholders.) The name, the
 * city and the fiscal data live in schemas/src/shared/practice.ts, which the invoices read too.
 */
const { doctorName, city, fiscalDetails, phone } = practice;
const [weekdays, saturday] = practiceHours;

/** "09:00" -> "9:00". */
const clock = (time: string) => time.replace(/^0/, '');

/** A row of the hours; without `opens` the studios are closed that day. */
function openingHours(days: string, dayOfWeek: string[], opens?: string, closes?: string) {
  const hours = opens && closes ? `${clock(opens)} – ${clock(closes)}` : 'Chiuso';
  return { days, dayOfWeek, opens, closes, hours };
}

export const site = {
  doctorName,
  title: 'Biologa Nutrizionista Funzionale',
  /** The name in the members' area header. */
  appName: 'Nutrizione Funzionale',
  city,
  /** The public address of the site (Open Graph links and image). */
  url: 'https://www.nutrizionefunzionale.example',
  /** Title and description of the landing page for search engines and link previews. */
  seo: {
    title: `${doctorName} | Nutrizionista Funzionale a ${city} per IBS e PCOS`,
    description: `Biologa nutrizionista funzionale a ${city}, specializzata in colon irritabile (IBS) e PCOS: consulenze in 6 studi a ${city} e percorsi online con supporto 6 giorni su 7. Prenota la tua prima consulenza.`,
  },
  phone,
  email: 'info@nutrizionefunzionale.example',
  /** One line for footers and documents. */
  fiscal: `P.IVA ${fiscalDetails.vatNumber} · Iscritta all’${fiscalDetails.register}`,
  fiscalDetails,
  /** The privacy notice's version and contacts (web/privacy.html; a sign-up records the version). */
  privacy: privacyNotice,
  /** The external medical-review platform with the doctor's five-star reviews. */
  reviewsPlatform: 'MioDottore',
  reviewsUrl: 'https://www.example.com/recensioni/dott-ssa-chiara-rossi',
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
  },
  /** Static pages (web/privacy.html...; Hosting's clean URLs drop the .html). */
  legal: {
    privacy: '/privacy',
    cookie: '/cookie',
    terms: '/termini',
  },
  /** The studios in Rome (the landing page lists them; its schema.org data describes them; appointments take place in them). */
  studios: practiceStudios,
  /** The studios' hours, the same in each: `days` as the page writes them, `dayOfWeek` as schema.org names them. */
  openingHours: [
    openingHours('Lunedì – Venerdì', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], weekdays.opens, weekdays.closes),
    openingHours('Sabato', ['Saturday'], saturday.opens, saturday.closes),
    openingHours('Domenica', ['Sunday']),
  ],
} as const;

/** "+39 333 123 4567" as a tel: link. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;
