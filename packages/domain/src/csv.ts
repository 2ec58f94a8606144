// CSV for people's spreadsheets (RFC 4180), safe to open: zod-free, used by the API's exports.

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): = + - @,
 * and tab or carriage return, which some programs skip before looking for one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that could start a formula gets a leading apostrophe (the spreadsheet shows it as
 * text); a cell with a comma, quote, CR or LF is quoted, its quotes doubled. null and undefined are
 * empty. Numbers are written as they are (a negative number is a number, not a formula).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
