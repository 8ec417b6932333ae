import { practice, privacyNotice } from '@app/schemas/practice';

/**
 * Everything about the practice that a page shows: name, contacts, studios, hours, fiscal data,
 * links. Change them here and every page follows. (The values are placeholders.) The name, the
 * city and the fiscal data live in schemas/src/practice.ts, which the invoices read too.
 */
const { doctorName, city, fiscalDetails } = practice;

export const site = {
  doctorName,
  title: 'Biologa Nutrizionista Funzionale',
  city,
  /** The public address of the site (Open Graph links and image). */
  url: 'https://www.nutrizionefunzionale.example',
  /** Title and description of the landing page for search engines and link previews. */
  seo: {
    title: `${doctorName} | Nutrizionista Funzionale a ${city} per IBS e PCOS`,
    description: `Biologa nutrizionista funzionale a ${city}, specializzata in colon irritabile (IBS) e PCOS: consulenze in 6 studi a ${city} e percorsi online con supporto 6 giorni su 7. Prenota la tua prima consulenza.`,
  },
  phone: '+39 333 123 4567',
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
  studios: [
    { name: 'Studio Prati', address: 'Via Cola di Rienzo 120, 00192 Roma' },
    { name: 'Studio Parioli', address: 'Viale Parioli 45, 00197 Roma' },
    { name: 'Studio EUR', address: 'Viale Europa 200, 00144 Roma' },
    { name: 'Studio San Giovanni', address: 'Via Appia Nuova 80, 00183 Roma' },
    { name: 'Studio Monteverde', address: 'Circonvallazione Gianicolense 150, 00152 Roma' },
    { name: 'Studio Talenti', address: 'Via Ugo Ojetti 300, 00137 Roma' },
  ],
  openingHours: [
    { days: 'Lunedì – Venerdì', hours: '9:00 – 19:00' },
    { days: 'Sabato', hours: '9:00 – 13:00' },
    { days: 'Domenica', hours: 'Chiuso' },
  ],
} as const;

/** "+39 333 123 4567" as a tel: link. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;
