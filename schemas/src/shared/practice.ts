/**
 * The practice's identity and fiscal settings, in one place for the web app (landing page,
 * footer) and the functions (invoices, Sistema TS export). DEMO VALUES: replace every one of them
 * with the practice's real data before issuing a real invoice. Plain constants only, so the
 * landing page's entry chunk takes just the strings it uses.
 */

export const TAX_REGIMES = ['ordinario', 'forfettario'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

export const practice = {
  doctorName: 'Dott.ssa Chiara Rossi',
  city: 'Roma',
  phone: '+39 333 123 4567',
  /** The seller's data an invoice must carry (art. 21 D.P.R. 633/1972). Demo values. */
  fiscalDetails: {
    vatNumber: '09876540585',
    fiscalCode: 'RSSCHR85M41H501K',
    register: 'Ordine Nazionale dei Biologi n. AA_012345',
    registeredOffice: 'Via Cola di Rienzo 120, 00192 Roma',
    /** The seller as the SdI e-invoice names her (Anagrafica and Sede). */
    firstName: 'Chiara',
    lastName: 'Rossi',
    office: { street: 'Via Cola di Rienzo 120', postalCode: '00192', city: 'Roma', province: 'RM' },
  },
} as const;

/** The practice's tax settings (a separate constant, so the landing page does not carry them). Demo values. */
export const practiceTax = {
  /** 'ordinario' (health services VAT-exempt, others with VAT) or 'forfettario' (L. 190/2014: no VAT, its note printed). */
  regime: 'ordinario' as TaxRegime,
  forfettarioNote:
    "Operazione senza applicazione dell'IVA effettuata ai sensi dell'art. 1, commi da 54 a 89, della Legge n. 190/2014 (regime forfettario). Compenso non soggetto a ritenuta d'acconto ai sensi dell'art. 1, comma 67, L. 190/2014.",
  /** VAT rate (%) of services that are not health services, in the ordinary regime. */
  vatRatePercent: 22,
  /** ENPAB integrative contribution (%), charged to the customer; 0 leaves the line out. */
  enpabRatePercent: 4,
  /** Whether the € 2,00 stamp duty is a line of the patient's price (otherwise the practice bears it). List prices are totals: schemas/src/invoices/invoiceAmounts.ts. */
  stampDutyChargedToPatient: true,
} as const;

/**
 * The privacy notice (web/privacy.html is built from these and `practice`): its version is what a
 * sign-up records as accepted, so a new text gets a new version. Demo values.
 */
export const privacyNotice = {
  version: '2026-11-27',
  /** Shown on the page as the date of the text. */
  updatedOn: '27 novembre 2026',
  /** The practice's address for privacy requests (arts. 15–22 GDPR). */
  contactEmail: 'privacy@nutrizionefunzionale.example',
  /** Invoices and the orders they come from: ten years (art. 2220 Codice civile). */
  invoiceRetentionYears: 10,
} as const;

/**
 * The practice's e-mails (docs/email.md): the name they come from, the sender address (a domain
 * the SMTP provider is authorised to send for: SPF and DKIM), where a reply goes and where the
 * practice's own alerts arrive. Demo values.
 */
export const practiceEmail = {
  practiceName: 'Nutrizione Funzionale',
  senderAddress: 'noreply@nutrizionefunzionale.example',
  replyTo: 'info@nutrizionefunzionale.example',
  /**
   * The practice's inbox for what no member's account receives: a visitor's consultation request
   * (the agenda's alerts go to the doctors' own addresses).
   */
  inbox: 'info@nutrizionefunzionale.example',
} as const;

/**
 * The FODMAP reintroduction's default test foods (docs/fodmap.md): for each group the food and its
 * three growing portions (days 1, 2 and 3, the NHS 1x/2x/3x ladder). The doctor may change the
 * food and the portions for one patient when she starts a protocol. Plain data, in the order the
 * groups are usually challenged.
 */
export const practiceFodmapFoods = [
  { group: 'fructose', name: 'Fruttosio', food: 'miele', unit: 'cucchiaini', portions: [1, 2, 3] },
  { group: 'lactose', name: 'Lattosio', food: 'latte vaccino', unit: 'ml', portions: [60, 125, 250] },
  { group: 'sorbitol', name: 'Sorbitolo', food: 'avocado', unit: 'g', portions: [30, 60, 90] },
  { group: 'mannitol', name: 'Mannitolo', food: 'funghi champignon', unit: 'g', portions: [40, 80, 120] },
  { group: 'gos', name: 'Galatto-oligosaccaridi (GOS)', food: 'ceci in scatola, sciacquati', unit: 'g', portions: [45, 90, 135] },
  { group: 'fructans-wheat', name: 'Fruttani del frumento', food: 'pane di grano', unit: 'fette', portions: [1, 2, 3] },
  { group: 'fructans-garlic', name: "Fruttani dell'aglio", food: 'aglio', unit: 'spicchi', portions: [0.25, 0.5, 1] },
  { group: 'fructans-onion', name: 'Fruttani della cipolla', food: 'cipolla cotta', unit: 'g', portions: [15, 30, 60] },
] as const;

/** 'lunedì 30 novembre', for a day at noon UTC (the same day in Rome). */
const supportDayName = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/**
 * The messages' support days (docs/messages.md): on the closed weekdays (0 is Sunday) a patient's
 * message gets one automatic reply a day, and the thread says when the doctor usually answers.
 */
export const practiceSupport = {
  closedWeekdays: [0] as readonly number[],
  /** The automatic reply, with the Rome day (YYYY-MM-DD) the support opens again. */
  autoReply: (resumesOn: string) =>
    `Il supporto riprende ${supportDayName.format(new Date(`${resumesOn}T12:00:00Z`))}: ti risponderò al più presto`,
  usualAnswer: 'Di solito rispondo entro 24 ore, dal lunedì al sabato.',
} as const;

/** A studio in Rome: `id` names it in the API (`locationId`), the rest is what pages show. */
function studio(id: string, name: string, street: string, postalCode: string) {
  return { id, name, street, postalCode, address: `${street}, ${postalCode} ${practice.city}` };
}

/** The six studios in Rome (the landing page lists them; appointments take place in them or online). Demo values. */
export const practiceStudios = [
  studio('prati', 'Studio Prati', 'Via Cola di Rienzo 120', '00192'),
  studio('parioli', 'Studio Parioli', 'Viale Parioli 45', '00197'),
  studio('eur', 'Studio EUR', 'Viale Europa 200', '00144'),
  studio('san-giovanni', 'Studio San Giovanni', 'Via Appia Nuova 80', '00183'),
  studio('monteverde', 'Studio Monteverde', 'Circonvallazione Gianicolense 150', '00152'),
  studio('talenti', 'Studio Talenti', 'Via Ugo Ojetti 300', '00137'),
] as const;

/**
 * The practice's opening hours, the same in every studio, weekday 1 = Monday … 7 = Sunday, times
 * in Rome; a weekday without a row is closed. The doctor's availability lies within them.
 */
export const practiceHours = [
  { weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
  { weekdays: [6], opens: '09:00', closes: '13:00' },
] as const;
