import type { AnalyticsDay } from '@app/schemas/analytics/analytics';

/** The CSV's columns: the day and each figure, headed in Italian; revenue in euro. */
const COLUMNS: CsvColumn<AnalyticsDay>[] = [
  { header: 'Giorno', value: (day) => day.day },
  { header: 'Membri attivi', value: (day) => day.activeMembers },
  { header: 'Nuovi membri', value: (day) => day.newMembers },
  { header: 'Membri totali', value: (day) => day.totalMembers },
  { header: 'Post', value: (day) => day.posts },
  { header: 'Commenti', value: (day) => day.comments },
  { header: 'Mi piace', value: (day) => day.likes },
  { header: 'Lezioni completate', value: (day) => day.lessonCompletions },
  { header: 'Iscrizioni ai corsi', value: (day) => day.enrolments },
  { header: 'Iscrizioni agli eventi', value: (day) => day.eventRegistrations },
  { header: 'Ordini', value: (day) => day.orders },
  { header: 'Incassi (EUR)', value: (day) => (day.revenue / 100).toFixed(2) },
  { header: 'Richieste di contatto', value: (day) => day.contactRequests },
];

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

/** Rows as CSV: a header line, then one line a row (comma-separated, CRLF as RFC 4180 says). */
export function csvOf<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => String(column.value(row))))];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** The period's daily series as CSV, one line a day. */
export const seriesCsv = (days: AnalyticsDay[]) => csvOf(COLUMNS, days);

/** Offers a text as a file download. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The browser reads the file from the URL after the click, later on a busy phone (or test machine:
  // a second was once too short and the download never came): the URL goes after a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
