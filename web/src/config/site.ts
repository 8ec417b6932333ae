/**
 * Everything about the practice that a page shows: name, contacts, studios, hours, fiscal data,
 * links. Change them here and every page follows.
 */
export const site = {
  doctorName: 'Dott.ssa Chiara Rossi',
  title: 'Biologa Nutrizionista Funzionale',
  phone: '+39 333 123 4567',
  email: 'info@nutrizionefunzionale.example',
  fiscal: 'P.IVA 01234567890 · Iscritta all’Ordine dei Biologi n. AA_012345',
  reviewsUrl: 'https://www.example.com/recensioni/dott-ssa-chiara-rossi',
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
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
