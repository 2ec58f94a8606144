// Writes data/time-zones.json from the IANA tz database's zone.tab (the system's tzdata, as
// /usr/share/zoneinfo/zone.tab on Debian): [iso2, zone, lat, lng] per zone, each at its principal
// city. A place's zone is its country's nearest one (src/world/time-zones.ts).
//   node scripts/build-time-zones.mjs [/usr/share/zoneinfo/zone.tab] && npx prettier --write data/time-zones.json
import { readFileSync, writeFileSync } from 'node:fs';

const source = process.argv[2] ?? '/usr/share/zoneinfo/zone.tab';
const degrees = (text) => {
  const sign = text[0] === '-' ? -1 : 1;
  const digits = text.slice(1);
  const whole = digits.length % 2 === 0 ? 2 : 3;
  const d = Number(digits.slice(0, whole));
  const m = Number(digits.slice(whole, whole + 2));
  const s = Number(digits.slice(whole + 2) || 0);
  return (sign * Math.round((d + m / 60 + s / 3600) * 100)) / 100;
};
const rows = readFileSync(source, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [code, coords, zone] = line.split('\t');
    const [, lat, lng] = /^([+-]\d+)([+-]\d+)$/.exec(coords);
    return [code, zone, degrees(lat), degrees(lng)];
  })
  .sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
writeFileSync(new URL('../data/time-zones.json', import.meta.url), `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
process.stdout.write(`${rows.length} zones\n`);
