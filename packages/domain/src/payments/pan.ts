// Card numbers (PANs) must never reach our server, logs or database. These rules find anything that
// looks like one: a run of 13–19 digits, optionally grouped by single spaces or dashes, that passes
// the Luhn check. The browser-side tokenizer uses them too; the API refuses any body field that
// matches, and the no-card-number scan in the test suite greps dumps and logs with them.

/** The Luhn (mod 10) check of a digit string; false for anything that is not all digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Digit runs that start and end away from letters, digits and dashes, so parts of ids and UUIDs
 * ('…-9012-345678901234') do not count, nor the decimals of a number (122.58416799999759), while
 * '4242 4242 4242 4242', '4242-4242-4242-4242' and a number ending a sentence do. Runs inside an
 * email address ('ella.1795240233654@example.com', 'x@1795240233654.example') are the address's,
 * not a card's.
 */
const RUN = /(?<![\w-])(?<!\d\.)(?<!@[\w.-]*)\d(?:[ -]?\d){12,18}(?![\w-])(?!\.\d)(?![\w.+-]*@)/g;

/**
 * Whether a digit string can be a card number: 13–19 digits passing the Luhn check, not starting
 * with 0 (ISO/IEC 7812 issues no card under major industry identifier 0, while international and
 * national phone numbers, '0044 7700 900123', start with it).
 */
export function isCardNumber(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && digits[0] !== '0' && luhnValid(digits);
}

/** Every PAN-like digit run in a text (with its separators, as found). */
export function findPanLikeRuns(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(RUN)) if (isCardNumber(m[0].replace(/[ -]/g, ''))) found.push(m[0]);
  return found;
}

/**
 * Whether one input value looks like a card number. A value that starts with '+' reads as a
 * phone number (E.164 never starts a card number) and is let through.
 */
export function looksLikeCardNumber(value: string | number): boolean {
  const text = String(value).trim();
  if (text.startsWith('+')) return false;
  return findPanLikeRuns(text).length > 0;
}

/**
 * The path ('payment.token', 'guests.0.lastName') of the first field of a request body that looks
 * like a card number, or null. Keys are checked too: a PAN used as a key is still a PAN.
 */
export function findCardNumberField(body: unknown, path: readonly string[] = []): string | null {
  if (typeof body === 'string' || typeof body === 'number') return looksLikeCardNumber(body) ? path.join('.') || 'body' : null;
  if (Array.isArray(body)) {
    for (let i = 0; i < body.length; i += 1) {
      const hit = findCardNumberField(body[i], [...path, String(i)]);
      if (hit !== null) return hit;
    }
    return null;
  }
  if (body !== null && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (looksLikeCardNumber(key)) return [...path, key].join('.');
      const hit = findCardNumberField(value, [...path, key]);
      if (hit !== null) return hit;
    }
  }
  return null;
}

export const CARD_NUMBER_REFUSED =
  'looks like a card number. Card details must be entered in the secure payment form and never sent to this server.';

/** The text with every PAN-like digit run replaced by '[redacted]' (for log lines such as request URLs). */
export function redactPanLikeRuns(text: string): string {
  return text.replace(RUN, (run) => (isCardNumber(run.replace(/[ -]/g, '')) ? '[redacted]' : run));
}
