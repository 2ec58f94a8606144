#!/usr/bin/env node
// Builds the built-in currency option list (spec §3), the country → currency map used for the
// geolocation rule (spec §4) and the flag images the picker shows.
//
// The source packages are NOT dependencies of the repo: install them somewhere else and point
// this script at their node_modules, then commit what it writes:
//
//   mkdir -p /tmp/curdata && cd /tmp/curdata && npm init -y && npm install world-countries country-flag-icons
//   CURRENCY_DATA_SOURCE=/tmp/curdata/node_modules node packages/domain/scripts/build-currency-data.mjs
//
// Which countries are listed, which currency each shows and the symbol a traveller expects are
// curated below; names and the country → currency map come from world-countries, flags from
// country-flag-icons (3x2).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const source = resolve(process.env.CURRENCY_DATA_SOURCE ?? '/tmp/curdata/node_modules');
const currencyDir = join(repo, 'packages/domain/src/currency');
const flagsDir = join(repo, 'apps/web/public/flags');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const worldCountries = readJson(join(source, 'world-countries/countries.json'));
const worldPkg = readJson(join(source, 'world-countries/package.json'));
const flagsPkg = readJson(join(source, 'country-flag-icons/package.json'));

/**
 * Symbol per currency: the narrow local sign a traveller from that country expects to read
 * ('$' for every dollar, 'kr' for Nordic crowns, Arabic-script abbreviations for Arab currencies).
 */
const SYMBOLS = {
  AED: 'د.إ',
  AFN: '؋',
  ALL: 'L',
  AMD: '֏',
  AOA: 'Kz',
  ARS: '$',
  AUD: '$',
  AZN: '₼',
  BAM: 'KM',
  BBD: '$',
  BDT: '৳',
  BHD: 'د.ب',
  BIF: 'FBu',
  BND: '$',
  BOB: 'Bs',
  BRL: 'R$',
  BSD: '$',
  BTN: 'Nu.',
  BWP: 'P',
  BYN: 'Br',
  BZD: '$',
  CAD: '$',
  CDF: 'FC',
  CHF: 'CHF',
  CLP: '$',
  CNY: '¥',
  COP: '$',
  CRC: '₡',
  CVE: 'Esc',
  CZK: 'Kč',
  DJF: 'Fdj',
  DKK: 'kr',
  DOP: '$',
  DZD: 'د.ج',
  EGP: 'E£',
  ERN: 'Nfk',
  ETB: 'Br',
  EUR: '€',
  FJD: '$',
  GBP: '£',
  GEL: '₾',
  GHS: '₵',
  GMD: 'D',
  GNF: 'FG',
  GTQ: 'Q',
  GYD: '$',
  HKD: '$',
  HNL: 'L',
  HTG: 'G',
  HUF: 'Ft',
  IDR: 'Rp',
  ILS: '₪',
  INR: '₹',
  IQD: 'ع.د',
  ISK: 'kr',
  JMD: '$',
  JOD: 'د.ا',
  JPY: '¥',
  KES: 'KSh',
  KGS: 'сом',
  KHR: '៛',
  KMF: 'CF',
  KRW: '₩',
  KWD: 'د.ك',
  KZT: '₸',
  LAK: '₭',
  LBP: 'ل.ل',
  LKR: 'Rs',
  LRD: '$',
  LSL: 'L',
  LYD: 'ل.د',
  MAD: 'د.م.',
  MDL: 'L',
  MGA: 'Ar',
  MKD: 'ден',
  MMK: 'K',
  MNT: '₮',
  MOP: 'MOP$',
  MRU: 'UM',
  MUR: 'Rs',
  MVR: 'Rf',
  MWK: 'MK',
  MXN: '$',
  MYR: 'RM',
  MZN: 'MT',
  NAD: '$',
  NGN: '₦',
  NIO: 'C$',
  NOK: 'kr',
  NPR: 'Rs',
  NZD: '$',
  OMR: 'ر.ع.',
  PEN: 'S/',
  PGK: 'K',
  PHP: '₱',
  PKR: 'Rs',
  PLN: 'zł',
  PYG: '₲',
  QAR: 'ر.ق',
  RON: 'lei',
  RSD: 'дин.',
  RUB: '₽',
  RWF: 'FRw',
  SAR: 'ر.س',
  SBD: '$',
  SCR: 'Rs',
  SDG: 'ج.س.',
  SEK: 'kr',
  SGD: '$',
  SLE: 'Le',
  SOS: 'Sh',
  SRD: '$',
  SSP: 'SS£',
  STN: 'Db',
  SZL: 'E',
  THB: '฿',
  TJS: 'SM',
  TMT: 'm',
  TND: 'د.ت',
  TOP: 'T$',
  TRY: '₺',
  TTD: '$',
  TWD: '$',
  TZS: 'TSh',
  UAH: '₴',
  UGX: 'USh',
  USD: '$',
  UYU: '$',
  UZS: 'soʻm',
  VES: 'Bs.',
  VND: '₫',
  VUV: 'VT',
  WST: 'T',
  XAF: 'FCFA',
  XCD: '$',
  XOF: 'CFA',
  YER: '﷼',
  ZAR: 'R',
  ZMW: 'K',
};

/**
 * Countries listed in the picker. One country per currency, plus every euro-area member (so a
 * traveller finds their own country and flag) and the dollarised Ecuador, El Salvador and Panama.
 * Left out: countries without a dependable mid-market rate to convert with (Cuba, Iran, North
 * Korea, Syria) and currency unions' smaller members, who still get their currency through the
 * country → currency map.
 */
const LISTED = {
  AED: ['AE'],
  AFN: ['AF'],
  ALL: ['AL'],
  AMD: ['AM'],
  AOA: ['AO'],
  ARS: ['AR'],
  AUD: ['AU'],
  AZN: ['AZ'],
  BAM: ['BA'],
  BBD: ['BB'],
  BDT: ['BD'],
  BHD: ['BH'],
  BIF: ['BI'],
  BND: ['BN'],
  BOB: ['BO'],
  BRL: ['BR'],
  BSD: ['BS'],
  BTN: ['BT'],
  BWP: ['BW'],
  BYN: ['BY'],
  BZD: ['BZ'],
  CAD: ['CA'],
  CDF: ['CD'],
  CHF: ['CH'],
  CLP: ['CL'],
  CNY: ['CN'],
  COP: ['CO'],
  CRC: ['CR'],
  CVE: ['CV'],
  CZK: ['CZ'],
  DJF: ['DJ'],
  DKK: ['DK'],
  DOP: ['DO'],
  DZD: ['DZ'],
  EGP: ['EG'],
  ERN: ['ER'],
  ETB: ['ET'],
  // 'EU' (ISO 3166 exceptionally reserved) is the euro's own entry: a ?currency=EUR link or a
  // pinned EUR shows the EU flag rather than one member's.
  EUR: ['EU', 'AT', 'BE', 'BG', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES'],
  FJD: ['FJ'],
  GBP: ['GB'],
  GEL: ['GE'],
  GHS: ['GH'],
  GMD: ['GM'],
  GNF: ['GN'],
  GTQ: ['GT'],
  GYD: ['GY'],
  HKD: ['HK'],
  HNL: ['HN'],
  HTG: ['HT'],
  HUF: ['HU'],
  IDR: ['ID'],
  ILS: ['IL'],
  INR: ['IN'],
  IQD: ['IQ'],
  ISK: ['IS'],
  JMD: ['JM'],
  JOD: ['JO'],
  JPY: ['JP'],
  KES: ['KE'],
  KGS: ['KG'],
  KHR: ['KH'],
  KMF: ['KM'],
  KRW: ['KR'],
  KWD: ['KW'],
  KZT: ['KZ'],
  LAK: ['LA'],
  LBP: ['LB'],
  LKR: ['LK'],
  LRD: ['LR'],
  LSL: ['LS'],
  LYD: ['LY'],
  MAD: ['MA'],
  MDL: ['MD'],
  MGA: ['MG'],
  MKD: ['MK'],
  MMK: ['MM'],
  MNT: ['MN'],
  MOP: ['MO'],
  MRU: ['MR'],
  MUR: ['MU'],
  MVR: ['MV'],
  MWK: ['MW'],
  MXN: ['MX'],
  MYR: ['MY'],
  MZN: ['MZ'],
  NAD: ['NA'],
  NGN: ['NG'],
  NIO: ['NI'],
  NOK: ['NO'],
  NPR: ['NP'],
  NZD: ['NZ'],
  OMR: ['OM'],
  PEN: ['PE'],
  PGK: ['PG'],
  PHP: ['PH'],
  PKR: ['PK'],
  PLN: ['PL'],
  PYG: ['PY'],
  QAR: ['QA'],
  RON: ['RO'],
  RSD: ['RS'],
  RUB: ['RU'],
  RWF: ['RW'],
  SAR: ['SA'],
  SBD: ['SB'],
  SCR: ['SC'],
  SDG: ['SD'],
  SEK: ['SE'],
  SGD: ['SG'],
  SLE: ['SL'],
  SOS: ['SO'],
  SRD: ['SR'],
  SSP: ['SS'],
  STN: ['ST'],
  SZL: ['SZ'],
  THB: ['TH'],
  TJS: ['TJ'],
  TMT: ['TM'],
  TND: ['TN'],
  TOP: ['TO'],
  TRY: ['TR'],
  TTD: ['TT'],
  TWD: ['TW'],
  TZS: ['TZ'],
  UAH: ['UA'],
  UGX: ['UG'],
  USD: ['US', 'EC', 'SV', 'PA'],
  UYU: ['UY'],
  UZS: ['UZ'],
  VES: ['VE'],
  VND: ['VN'],
  VUV: ['VU'],
  WST: ['WS'],
  XAF: ['CM'],
  XCD: ['LC'],
  XOF: ['SN'],
  YER: ['YE'],
  ZAR: ['ZA'],
  ZMW: ['ZM'],
};

/** Where world-countries is out of date or lists a currency travellers rarely pay in first. */
const CURRENCY_OVERRIDES = {
  BG: 'EUR', // euro since 1 January 2026
  SL: 'SLE', // redenominated leone; SLL withdrawn
  PA: 'USD', // the balboa circulates as coins only; prices are in US dollars
  ZW: 'USD', // multi-currency; US dollars dominate
  PS: 'ILS',
  CK: 'NZD',
  CU: 'CUP',
};
const NAME_OVERRIDES = { EU: 'European Union' };

const byCode = new Map(worldCountries.map((c) => [c.cca2, c]));

function currencyOf(code) {
  if (CURRENCY_OVERRIDES[code]) return CURRENCY_OVERRIDES[code];
  const country = byCode.get(code);
  return country ? Object.keys(country.currencies ?? {})[0] : undefined;
}

function flagEmoji(code) {
  const points = [...code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65);
  return {
    emoji: String.fromCodePoint(...points),
    unicode: points.map((p) => `U+${p.toString(16).toUpperCase()}`).join(' '),
  };
}

const problems = [];
const options = [];
for (const [currency, codes] of Object.entries(LISTED)) {
  if (!SYMBOLS[currency]) problems.push(`${currency}: no symbol`);
  const group = codes.map((code) => {
    const name = NAME_OVERRIDES[code] ?? byCode.get(code)?.name.common;
    if (!name) problems.push(`${code}: not in world-countries`);
    if (code !== 'EU' && currencyOf(code) !== currency) {
      problems.push(`${code}: world-countries says ${currencyOf(code)}, listed under ${currency}`);
    }
    return { name, code, currency, symbol: SYMBOLS[currency], image: `/flags/${code.toLowerCase()}.svg`, ...flagEmoji(code) };
  });
  // The first code of a group is the currency's home (US for USD, EU for EUR); the rest by name.
  const [home, ...rest] = group;
  options.push(home, ...rest.sort((a, b) => a.name.localeCompare(b.name, 'en')));
}
options.sort((a, b) => (a.currency === b.currency ? 0 : a.currency < b.currency ? -1 : 1));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const header = (what) =>
  `// Generated by packages/domain/scripts/build-currency-data.mjs: do not edit by hand.\n` +
  `// ${what}\n` +
  `// Country names and currencies derived from world-countries ${worldPkg.version} (ODbL-1.0, Mohammed Le Doze).\n`;

const optionLines = options.map(
  (o) =>
    `  { name: ${quote(o.name)}, code: '${o.code}', currency: '${o.currency}', symbol: ${quote(o.symbol)}, ` +
    `image: '${o.image}', emoji: '${o.emoji}', unicode: '${o.unicode}' },`,
);
writeFileSync(
  join(currencyDir, 'countries.ts'),
  header('The built-in currency option list of spec §3, ordered by currency code; the first entry is the default.') +
    `import type { CurrencyOption } from './currency-option.ts';\n\n` +
    `export const CURRENCY_OPTIONS: readonly CurrencyOption[] = [\n${optionLines.join('\n')}\n];\n`,
);

const countryCurrency = {};
for (const country of [...worldCountries].sort((a, b) => (a.cca2 < b.cca2 ? -1 : 1))) {
  const currency = currencyOf(country.cca2);
  if (currency) countryCurrency[country.cca2] = currency;
}
countryCurrency.EU = 'EUR';
const pairs = Object.keys(countryCurrency)
  .sort()
  .map((code) => `${code}: '${countryCurrency[code]}',`);
const mapLines = [];
for (let i = 0; i < pairs.length; i += 10) mapLines.push(`  ${pairs.slice(i, i + 10).join(' ')}`);
writeFileSync(
  join(currencyDir, 'country-currencies.ts'),
  header('Currency used in each country (ISO 3166-1 alpha-2 → ISO 4217), for the geolocation rule of spec §4.') +
    `export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {\n${mapLines.join('\n')}\n};\n`,
);

mkdirSync(flagsDir, { recursive: true });
for (const { code } of options) {
  copyFileSync(join(source, 'country-flag-icons/3x2', `${code}.svg`), join(flagsDir, `${code.toLowerCase()}.svg`));
}
writeFileSync(
  join(flagsDir, 'unknown.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 513 342"><rect width="513" height="342" fill="#e5e7eb"/>' +
    '<rect x="0.5" y="0.5" width="512" height="341" fill="none" stroke="#9ca3af"/>' +
    '<path fill="#9ca3af" d="M96 60h20v222H96zM116 70c60-30 120 30 180 0s100-20 120 0v110c-20-20-60-30-120 0s-120-30-180 0z"/></svg>\n',
);
writeFileSync(
  join(flagsDir, 'LICENSE.md'),
  `# Flag images\n\n` +
    `The \`<code>.svg\` files here are copied unchanged from the 3x2 set of the npm package ` +
    `\`country-flag-icons\` ${flagsPkg.version} (https://gitlab.com/catamphetamine/country-flag-icons), ` +
    `licence ${flagsPkg.license}:\n\n` +
    readFileSync(join(source, 'country-flag-icons/LICENSE'), 'utf8').trim() +
    `\n\n\`unknown.svg\` is a neutral placeholder drawn for Tripfront.\n\n` +
    `The files are written by \`packages/domain/scripts/build-currency-data.mjs\`; ` +
    `one file per entry of the built-in currency list (${options.length} flags).\n`,
);

process.stdout.write(`${options.length} currency options, ${pairs.length} countries mapped, flags in ${flagsDir}\n`);
