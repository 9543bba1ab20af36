/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A text starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is what a spreadsheet would run as a formula (CSV
 * injection): it is prefixed with a single quote, so it shows as the text it is.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A CSV document: a header line and the rows, CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
