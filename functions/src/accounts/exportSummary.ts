/**
 * The data export's readable Italian summary (GDPR art. 15; docs/security.md, Export): the same
 * sections as the JSON file, each with an Italian title, how many items it holds and every item's
 * fields, as one self-contained HTML page a person can open and print. Every value is escaped: the
 * export holds what she and others wrote.
 */
import { formatRomeDateTime } from '../shared/format';
import type { AccountExport } from './data/accountExport';

/** The sections' Italian titles, in the order the page shows them (others follow with their own key). */
export const EXPORT_SECTION_TITLES: Record<string, string> = {
  profile: 'Profilo',
  consents: 'Consensi',
  orders: 'Ordini e fatture',
  appointments: 'Appuntamenti',
  diary: 'Diario di cura',
  carePlan: 'Piano di cura (anamnesi, cartella, misure, piani alimentari)',
  fodmap: 'Reintroduzione FODMAP',
  messages: 'Messaggi con la nutrizionista',
  posts: 'Post nella community',
  comments: 'Commenti',
  likes: 'Mi piace',
  courseProgress: 'Avanzamento nei corsi',
  eventRegistrations: 'Iscrizioni agli eventi',
  notifications: 'Notifiche',
  pushDevices: 'Dispositivi con le notifiche push',
  emails: 'Email inviate',
  contactRequests: 'Richieste dal modulo di contatto',
  auditEntries: 'Registro delle letture e modifiche dei tuoi dati',
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A stored time, as the JSON writes it: an ISO instant or a Firestore Timestamp's `{_seconds, _nanoseconds}`. */
function timeOf(value: unknown): Date | undefined {
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return new Date(value);
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && '_seconds' in value && typeof value._seconds === 'number') {
    return new Date(value._seconds * 1000);
  }
  return undefined;
}

/** One value as HTML: times in Rome's words, yes and no, lists and nested fields. */
function valueHtml(value: unknown): string {
  const time = timeOf(value);
  if (time) return escape(formatRomeDateTime(time));
  if (value === null || value === undefined || value === '') return '<span class="vuoto">—</span>';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="vuoto">nessuno</span>';
    return `<ol>${value.map((item) => `<li>${valueHtml(item)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>);
    return `<dl>${fields.map(([key, field]) => `<dt>${escape(key)}</dt><dd>${valueHtml(field)}</dd>`).join('')}</dl>`;
  }
  return escape(String(value));
}

function sectionHtml(key: string, content: unknown, truncated: boolean): string {
  const title = EXPORT_SECTION_TITLES[key] ?? key;
  const count = Array.isArray(content)
    ? `<p class="conteggio">${content.length === 1 ? '1 elemento' : `${content.length} elementi`}</p>`
    : '';
  const cut = truncated ? '<p class="avviso">Ne esistono altri oltre a questi: chiedili alla titolare del trattamento.</p>' : '';
  return `<section><h2>${escape(title)}</h2>${count}${cut}${valueHtml(content)}</section>`;
}

/** The summary page of an export. */
export function exportSummaryHtml(data: AccountExport): string {
  const { exportedAt, truncated, ...sections } = data;
  const known = Object.keys(EXPORT_SECTION_TITLES).filter((key) => key in sections);
  const others = Object.keys(sections).filter((key) => !(key in EXPORT_SECTION_TITLES));
  const body = [...known, ...others].map((key) => sectionHtml(key, sections[key], truncated.includes(key))).join('\n');
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>I miei dati</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0 auto; max-width: 50rem; padding: 1rem; color: #1f2933; }
section { border-top: 1px solid #ccd; margin-top: 1.5rem; }
dl { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0; }
dt { font-weight: 600; overflow-wrap: anywhere; }
dd { margin: 0; overflow-wrap: anywhere; }
ol { padding-left: 1.5rem; }
li + li { margin-top: 0.75rem; }
.vuoto, .conteggio { color: #52606d; }
.avviso { font-weight: 600; }
</style>
</head>
<body>
<h1>I miei dati</h1>
<p>Riepilogo di tutto ciò che lo studio conserva su di te, esportato il ${escape(formatRomeDateTime(new Date(exportedAt)))}. Lo stesso contenuto, in formato JSON, è nel file «Scarica i miei dati».</p>
${body}
</body>
</html>
`;
}
