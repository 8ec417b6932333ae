/** A CSV field: quoted when it holds the separator, a quote or a line break. */
const csvField = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Rows as CSV with semicolons, as Italian spreadsheets expect, and CRLF line ends. */
export const csvText = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';

/** Cents as euro with a decimal comma and no symbol ('104,00', '-40,00'), as spreadsheets read them. */
export const csvEuro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
