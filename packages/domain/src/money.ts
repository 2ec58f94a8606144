/**
 * An amount of money: an integer count of the currency's minor unit (cents) and an ISO 4217 code.
 * Its zod schema (moneySchema) lives with the inventory schemas: this module is the storefront's
 * price formatting too, and a schema here would bring all of zod into the home page's deals.
 */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** ISO 4217 currencies without a minor unit. */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
/** ISO 4217 currencies with thousandths (fils, baisa, millimes). */
const THREE_DECIMAL = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** Digits after the decimal point of a currency's minor unit: 0 for JPY, 3 for KWD, 2 otherwise. */
export function minorUnitExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/**
 * Rounds to an integer, halves away from zero. Values are first cut to 15 significant digits so
 * binary noise (1.005 * 100 = 100.49999999999999) rounds the way the decimal figure would.
 */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const magnitude = Math.round(Number(Math.abs(value).toPrecision(15)));
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

function assertSafeMinor(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`A minor-unit amount must be a safe integer, got ${amountMinor}`);
}

/** 12.345 USD → 1235 (cents); 1234.5 JPY → 1235. */
export function toMinor(major: number, currency: string): number {
  const minor = roundHalfAwayFromZero(major * 10 ** minorUnitExponent(currency));
  assertSafeMinor(minor);
  return minor;
}

/** 1235 USD cents → 12.35. */
export function toMajor(amountMinor: number, currency: string): number {
  assertSafeMinor(amountMinor);
  return amountMinor / 10 ** minorUnitExponent(currency);
}

function usdRate(rates: Readonly<Record<string, number>>, currency: string): number {
  const code = currency.toUpperCase();
  const rate = code === 'USD' ? 1 : rates[code];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) throw new RangeError(`No exchange rate for ${code}`);
  return rate;
}

/**
 * Converts a minor-unit amount through USD-based rates (1 USD = rates[X] X), rounding half away
 * from zero to the target's minor unit. Throws a RangeError when either rate is missing.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rates: Readonly<Record<string, number>>): number {
  assertSafeMinor(amountMinor);
  if (from.toUpperCase() === to.toUpperCase()) return amountMinor;
  const usd = toMajor(amountMinor, from) / usdRate(rates, from);
  return toMinor(usd * usdRate(rates, to), to);
}

export interface FormatPriceOptions {
  /** Interface language or BCP 47 locale (en, de, ar, sv …); an unknown one formats as en-US. */
  locale: string;
  /** Spec §9: an agency mode for one market forces English number formatting. */
  forceEnglish?: boolean;
  /** The picker's symbol (e.g. 'kr', 'R$'), shown before the number instead of Intl's. */
  symbol?: string;
}

const resolvedLocales = new Map<string, string>();

function resolveLocale(locale: string, forceEnglish: boolean | undefined): string {
  if (forceEnglish) return 'en-US';
  let resolved = resolvedLocales.get(locale);
  if (resolved === undefined) {
    try {
      resolved = Intl.NumberFormat.supportedLocalesOf([locale])[0] ?? 'en-US';
    } catch {
      resolved = 'en-US'; // a malformed tag
    }
    if (resolvedLocales.size > 100) resolvedLocales.clear();
    resolvedLocales.set(locale, resolved);
  }
  return resolved;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat made once per locale and options: a page of deals formats dozens of
 * numbers, and each new Intl.NumberFormat costs more than the formatting itself.
 */
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (formats.size > 500) formats.clear();
    formats.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, currency: string | null, digits: number): Intl.NumberFormat {
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return cachedNumberFormat(locale, currency === null ? fraction : { style: 'currency', currency, ...fraction });
}

/**
 * Spec §9 "0 decimals when rounded, otherwise 2": the price rounded to cents (to whole units for
 * currencies without cents) and the decimals to show it with.
 */
export function roundPrice(amountMajor: number, currency: string): { value: number; fractionDigits: 0 | 2 } {
  const precision = Math.min(2, minorUnitExponent(currency));
  const scaled = roundHalfAwayFromZero(amountMajor * 10 ** precision);
  // `|| 0` turns -0 into 0 so a rounded-away negative never shows as '-$0'.
  const value = scaled / 10 ** precision || 0;
  return { value, fractionDigits: scaled % 10 ** precision === 0 ? 0 : 2 };
}

/**
 * A price for people to read (spec §9): the interface locale's separators, 0 decimals when the
 * value is whole after rounding to cents, otherwise 2 (whole units for JPY and other
 * currencies without cents). With `symbol`, that symbol goes before the
 * number ('$1,234', 'kr 1 234,50'); a symbol of more than one character is followed by a
 * no-break space.
 */
export function formatPrice(amountMajor: number, currency: string, options: FormatPriceOptions): string {
  if (!Number.isFinite(amountMajor)) throw new RangeError(`Cannot format a price of ${amountMajor}`);
  const code = currency.toUpperCase();
  // Rounded here, half away from zero, so Intl never has to round.
  const { value, fractionDigits: digits } = roundPrice(amountMajor, code);
  const locale = resolveLocale(options.locale, options.forceEnglish);
  if (options.symbol === undefined) return numberFormat(locale, code, digits).format(value);
  const number = numberFormat(locale, null, digits);
  const parts = number.formatToParts(-1);
  const sign =
    value < 0
      ? parts
          .slice(
            0,
            parts.findIndex((p) => p.type === 'integer'),
          )
          .map((p) => p.value)
          .join('')
      : '';
  const gap = [...options.symbol].length > 1 ? '\u00a0' : '';
  return `${sign}${options.symbol}${gap}${number.format(Math.abs(value))}`;
}

/** formatPrice for a Money value. */
export function formatMoney(money: Money, options: FormatPriceOptions): string {
  return formatPrice(toMajor(money.amountMinor, money.currency), money.currency, options);
}

/**
 * A minor-unit amount as a plain decimal for machines (CSV, spreadsheets): the currency's own
 * number of decimals, a dot, no grouping, computed on integers (123456 USD → '1234.56', 5 JPY → '5',
 * -5 USD → '-0.05').
 */
export function decimalAmount(amountMinor: number, currency: string): string {
  assertSafeMinor(amountMinor);
  const digits = minorUnitExponent(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const abs = String(Math.abs(amountMinor));
  if (digits === 0) return `${sign}${abs}`;
  const padded = abs.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
