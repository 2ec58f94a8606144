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
 * like a card number, or null. Keys are checked too: a PAN used as a key is still a PAN. The walk
 * keeps its own stack (depth-first, in document order), so a deeply nested body cannot overflow
 * the call stack (issue #13: a 20,000-deep array did).
 */
export function findCardNumberField(body: unknown, path: readonly string[] = []): string | null {
  // Each step links to its parent, so a path is spelled out only for the field that is refused.
  type Step = { value: unknown; name: string | null; parent: Step | null; isKey: boolean };
  const pathOf = (step: Step): string => {
    const names: string[] = [];
    for (let s: Step | null = step; s !== null; s = s.parent) if (s.name !== null) names.push(s.name);
    return [...path, ...names.reverse()].join('.');
  };
  const stack: Step[] = [{ value: body, name: null, parent: null, isKey: false }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const { value } = step;
    if (step.isKey) {
      if (looksLikeCardNumber(step.name ?? '')) return pathOf(step);
    } else if (typeof value === 'string' || typeof value === 'number') {
      if (looksLikeCardNumber(value)) return pathOf(step) || 'body';
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], name: String(i), parent: step, isKey: false });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      // Pushed in reverse, each key above its value: popped as key, value's subtree, next key…
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, name: key, parent: step, isKey: false }, { value: undefined, name: key, parent: step, isKey: true });
      }
    }
  }
  return null;
}

export const CARD_NUMBER_REFUSED = 'looks like a card number. Card details must be entered in the secure payment form and never sent to this server.';

/** The text with every PAN-like digit run replaced by '[redacted]' (for log lines such as request URLs). */
export function redactPanLikeRuns(text: string): string {
  return text.replace(RUN, (run) => (isCardNumber(run.replace(/[ -]/g, '')) ? '[redacted]' : run));
}
