// A phone number as suppliers take it: E.164 ('+' and 7 to 15 digits, the first not 0). People write
// numbers with spaces, dashes, dots and brackets ('+44 (20) 8016-0509'); those are taken out, and
// anything else that is not E.164 (no country code, letters, too short) is no number a supplier can use.

/** '+44 (20) 8016-0509' → '+442080160509', or null when it is not a plausible E.164 number. */
export function toE164(phone: string | null | undefined): string | null {
  const compact = (phone ?? '').replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}
