import { luhnValid } from './pan.ts';

// The sandbox gateway's browser half. The browser calls tokenizeSandboxCard with what the traveller
// typed; only the answer's token, brand and last4 go to our server. The token is opaque: it names
// the test scenario and a random nonce, never the card number.

export type SandboxScenario = 'success' | 'decline' | 'authenticate';
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The documented test cards; any future expiry and any 3–4 digit CVC. */
export const SANDBOX_TEST_CARDS: readonly { number: string; scenario: SandboxScenario; description: string }[] = [
  { number: '4242 4242 4242 4242', scenario: 'success', description: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', scenario: 'decline', description: 'Payment is declined' },
  { number: '4000 0027 6000 3184', scenario: 'authenticate', description: 'Needs extra authentication (3-D Secure)' },
];

const SCENARIO_BY_NUMBER = new Map(SANDBOX_TEST_CARDS.map((c) => [c.number.replace(/ /g, ''), c.scenario]));

export const SANDBOX_TOKEN_PREFIX = 'tok_sbx_';
const TOKEN = /^tok_sbx_(success|decline|authenticate)_([A-Za-z0-9]{16,64})$/;

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export interface CardEntry {
  number: string;
  /** 1–12. */
  expMonth: number;
  /** Four digits (2029) or two (29). */
  expYear: number;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';
export type TokenizeResult = { ok: true; token: string; brand: CardBrand; last4: string } | { ok: false; field: CardField; message: string };

export const CARD_MESSAGES = {
  number: 'Enter a valid card number.',
  notTestCard: 'This is a test payment form: use one of the sandbox test cards, e.g. 4242 4242 4242 4242.',
  expiry: 'Enter an expiry date in the future.',
  cvc: 'Enter the 3 or 4 digit security code.',
} as const;

/**
 * Turns a sandbox test card into an opaque token. Pure: `now` decides expiry, `nonce` (16+ letters
 * or digits, e.g. from crypto.getRandomValues) makes each token unique.
 */
export function tokenizeSandboxCard(card: CardEntry, now: Date, nonce: string): TokenizeResult {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, field: 'number', message: CARD_MESSAGES.number };
  const scenario = SCENARIO_BY_NUMBER.get(digits);
  if (!scenario) return { ok: false, field: 'number', message: CARD_MESSAGES.notTestCard };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const month = card.expMonth;
  const endOfExpiryMonth = Date.UTC(year, month, 1); // first moment after the expiry month
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || endOfExpiryMonth <= now.getTime()) {
    return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiry };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, field: 'cvc', message: CARD_MESSAGES.cvc };
  if (!/^[A-Za-z0-9]{16,64}$/.test(nonce)) throw new RangeError('nonce must be 16 to 64 letters or digits');
  return { ok: true, token: `${SANDBOX_TOKEN_PREFIX}${scenario}_${nonce}`, brand: cardBrand(digits), last4: digits.slice(-4) };
}

/** The scenario a sandbox token stands for, or null when it is not a sandbox token. */
export function sandboxTokenScenario(token: string): SandboxScenario | null {
  const m = TOKEN.exec(token);
  return m ? (m[1] as SandboxScenario) : null;
}

/** A random nonce for tokenizeSandboxCard from the platform's crypto (browser or Node). */
export function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
