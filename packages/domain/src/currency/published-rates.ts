import type { ExchangeRates } from './exchange-rates.ts';
import { RATES_SNAPSHOT } from './rates-snapshot.ts';

// Exchange rates as a source publishes them (issue #38, decision 0086): decimal strings against the
// source's own base (ECB: EUR), stored as they came. Rebasing to the USD base every price is
// converted with, and the rate a booking records, are computed here on integers (BigInt), so no
// binary fraction creeps into a figure that is written down.

/** One day's rates of one source: 1 `base` = rates[code] units of code, as decimal strings. */
export interface PublishedRates {
  /** A short name of the source, stored with the row and on bookings: 'ecb', 'snapshot'. */
  source: string;
  /** YYYY-MM-DD: the day the figures are for. */
  date: string;
  base: string;
  rates: Record<string, string>;
}

/** A refused answer of a rates source: its message says what was wrong, for the log. */
export class RatesFormatError extends Error {
  override name = 'RatesFormatError';
}

/** Significant digits of a computed (rebased or cross) rate. */
export const RATE_SIGNIFICANT_DIGITS = 12;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

interface Scaled {
  /** The digits without the point. */
  digits: bigint;
  /** How many of them are decimals. */
  scale: number;
}

function scaled(value: string): Scaled {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a plain decimal: ${value}`);
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** A positive number as a plain decimal string (no exponent), its shortest round-trip digits. */
export function decimalOf(value: number): string {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`A rate must be a positive number, got ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa, exponentText] = text.toLowerCase().split('e') as [string, string];
  const exponent = Number(exponentText);
  const [whole, fraction = ''] = mantissa.split('.') as [string, string?];
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`.replace(/0+$/, '');
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * a ÷ b for positive plain decimals, rounded half up to `significant` significant digits, as a
 * plain decimal without trailing zeros ('1' ÷ '1.1720' → '0.853242320819').
 */
export function divideDecimal(a: string, b: string, significant = RATE_SIGNIFICANT_DIGITS): string {
  const x = scaled(a);
  const y = scaled(b);
  if (x.digits === 0n || y.digits === 0n) throw new RangeError(`Cannot divide ${a} by ${b}`);
  // a / b = (x.digits / y.digits) × 10^(y.scale − x.scale). The quotient is taken with at least
  // significant + 1 digits (floored), then rounded half up to `significant`.
  const magnitude = x.digits.toString().length - y.digits.toString().length;
  const places = Math.max(0, significant - magnitude + 2);
  const quotient = (x.digits * 10n ** BigInt(places)) / y.digits;
  const drop = Math.max(0, quotient.toString().length - significant);
  const unit = 10n ** BigInt(drop);
  const rounded = drop === 0 ? quotient : (quotient + unit / 2n) / unit;
  const decimals = places - drop + x.scale - y.scale;
  return plain(rounded, decimals);
}

/** digits × 10^−decimals as a plain decimal without trailing zeros. */
function plain(digits: bigint, decimals: number): string {
  if (decimals <= 0) return (digits * 10n ** BigInt(-decimals)).toString();
  const text = digits.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, -decimals);
  const fraction = text.slice(-decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** The source's figures against USD: rates[X] ÷ rates[USD], and its base at 1 ÷ rates[USD]. */
export function rebaseToUsd(published: PublishedRates): Record<string, string> {
  if (published.base === 'USD') return { ...published.rates, USD: '1' };
  const usd = published.rates.USD;
  if (usd === undefined) throw new RatesFormatError(`The ${published.source} rates of ${published.date} have no USD figure to rebase with`);
  const out: Record<string, string> = { USD: '1', [published.base]: divideDecimal('1', usd) };
  for (const [code, rate] of Object.entries(published.rates)) if (code !== 'USD') out[code] = divideDecimal(rate, usd);
  return out;
}

/** Where one currency's figure in the rates in use comes from. */
export interface RateOrigin {
  source: string;
  date: string;
}

/** The rates a deployment converts with: the answer of GET /api/multi-currency/exchange and each currency's origin. */
export interface RatesInUse {
  answer: ExchangeRates;
  origins: Readonly<Record<string, RateOrigin>>;
}

const SOURCE_WORDS: Record<string, string> = {
  ecb: 'European Central Bank euro foreign exchange reference rates',
  snapshot: 'the bundled snapshot of approximate mid-market rates',
};

/**
 * The rates in use from stored rows, newest first per source: the newest row of the live source
 * gives every currency it publishes; a currency it does not publish keeps its figure of the
 * snapshot (the seed of an empty database), with that origin and date. The answer's date is the
 * live source's.
 */
export function ratesInUse(live: PublishedRates | null, seed: PublishedRates | null): RatesInUse {
  const rows = [seed, live].filter((r): r is PublishedRates => r !== null);
  if (rows.length === 0) return ratesInUse(null, SNAPSHOT_PUBLISHED);
  const rates: Record<string, number> = {};
  const origins: Record<string, RateOrigin> = {};
  for (const row of rows) {
    for (const [code, rate] of Object.entries(rebaseToUsd(row))) {
      rates[code] = Number(rate);
      origins[code] = { source: row.source, date: row.date };
    }
  }
  const main = live ?? seed!;
  const words = SOURCE_WORDS[main.source] ?? main.source;
  const rest =
    live && seed && Object.values(origins).some((o) => o.source === seed.source)
      ? `; the currencies it does not publish from ${SOURCE_WORDS[seed.source] ?? seed.source} of ${seed.date}, not for settlement`
      : '';
  const source = main.source === 'snapshot' ? RATES_SNAPSHOT.source : `${words} of ${main.date}, rebased to USD${rest}.`;
  return { answer: { base: 'USD', date: main.date, source, rates }, origins };
}

/** The snapshot as a stored row: the seed of an empty database. */
export const SNAPSHOT_PUBLISHED: PublishedRates = {
  source: 'snapshot',
  date: RATES_SNAPSHOT.date,
  base: 'USD',
  rates: Object.fromEntries(Object.entries(RATES_SNAPSHOT.rates).map(([code, rate]) => [code, decimalOf(rate)])),
};

/** The exchange a booking records: 1 `from` was `rate` of the booking's currency, by the rates of `date` from `source`. */
export interface ChargedExchange {
  from: string;
  rate: string;
  date: string;
  source: string;
}

/**
 * The rate of `from` into `to` in the rates in use (rates[to] ÷ rates[from], 12 significant digits)
 * and where it comes from: when the two currencies' figures have different origins, the older
 * date and both sources ('ecb+snapshot').
 */
export function chargedExchange(inUse: RatesInUse, from: string, to: string): ChargedExchange {
  const { rates } = inUse.answer;
  const rateFrom = rates[from];
  const rateTo = rates[to];
  if (rateFrom === undefined || rateTo === undefined) throw new RangeError(`No exchange rate for ${rateFrom === undefined ? from : to}`);
  const a = inUse.origins[from] ?? { source: inUse.answer.source, date: inUse.answer.date };
  const b = inUse.origins[to] ?? a;
  const sources = [...new Set([a.source, b.source])].sort();
  return {
    from,
    rate: divideDecimal(decimalOf(rateTo), decimalOf(rateFrom)),
    date: a.date < b.date ? a.date : b.date,
    source: sources.join('+'),
  };
}
