import { createRng } from '../prng.ts';
import type { Rng } from '../prng.ts';

// Sandbox pictures: small inline SVG illustrations (no network, nothing to host), each under
// 1.5 KB, with colours and shapes drawn from a seed so the same item always looks the same.

export type PictureKind = 'hotel' | 'activity' | 'car' | 'cruise' | 'resort' | 'room';

/** #rrggbb for a hue (0–359), saturation and lightness (0–100). */
export function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A data: URI that browsers read in <img src>; only the characters that break it are escaped. */
export const svgDataUri = (svg: string): string =>
  `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`;

const W = 400;
const H = 250;

function scene(rng: Rng, body: string): string {
  const hue = rng.int(180, 235);
  const glow = rng.int(20, 50);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${W} ${H}'>` +
    `<defs><linearGradient id='s' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${hslToHex(hue, 65, 62)}'/>` +
    `<stop offset='1' stop-color='${hslToHex(glow, 85, 86)}'/></linearGradient></defs>` +
    `<rect width='${W}' height='${H}' fill='url(#s)'/>` +
    `<circle cx='${rng.int(40, 360)}' cy='${rng.int(30, 80)}' r='${rng.int(16, 28)}' fill='${hslToHex(glow + 10, 95, 70)}'/>${body}</svg>`
  );
}

const hills = (rng: Rng, y: number, colour: string) =>
  `<path d='M0 ${y} Q${rng.int(60, 140)} ${y - rng.int(10, 40)} 200 ${y - rng.int(0, 15)} T${W} ${y - rng.int(0, 20)} V${H} H0Z' fill='${colour}'/>`;

function hotel(rng: Rng): string {
  const x = rng.int(110, 170);
  const w = rng.int(110, 160);
  const top = rng.int(50, 90);
  const wall = hslToHex(rng.int(20, 50), rng.int(15, 45), rng.int(78, 90));
  const windows = hslToHex(rng.int(190, 220), 45, rng.int(35, 50));
  return (
    hills(rng, 205, hslToHex(rng.int(90, 140), 35, 42)) +
    `<defs><pattern id='w' width='22' height='24' patternUnits='userSpaceOnUse'><rect x='6' y='7' width='10' height='12' fill='${windows}'/></pattern></defs>` +
    `<rect x='${x}' y='${top}' width='${w}' height='${220 - top}' fill='${wall}'/><rect x='${x}' y='${top + 14}' width='${w}' height='${186 - top}' fill='url(#w)'/>` +
    `<rect x='${x - 6}' y='${top - 8}' width='${w + 12}' height='10' fill='${hslToHex(rng.int(0, 30), 40, 35)}'/>` +
    `<rect x='${x + w / 2 - 12}' y='196' width='24' height='24' fill='${hslToHex(rng.int(0, 40), 35, 30)}'/>` +
    `<rect y='220' width='${W}' height='30' fill='${hslToHex(30, 10, 55)}'/>`
  );
}

function activity(rng: Rng): string {
  const peak = (x: number, h: number, c: string) => `<path d='M${x - 130} 215 L${x} ${215 - h} L${x + 130} 215Z' fill='${c}'/>`;
  return (
    peak(rng.int(90, 160), rng.int(110, 150), hslToHex(rng.int(200, 230), 20, 45)) +
    peak(rng.int(240, 320), rng.int(80, 130), hslToHex(rng.int(200, 230), 18, 55)) +
    hills(rng, 200, hslToHex(rng.int(85, 130), 40, 38)) +
    `<ellipse cx='${rng.int(120, 280)}' cy='232' rx='${rng.int(70, 120)}' ry='10' fill='${hslToHex(200, 60, 55)}'/>`
  );
}

function car(rng: Rng): string {
  const body = hslToHex(rng.int(0, 359), rng.int(45, 80), rng.int(35, 55));
  return (
    hills(rng, 180, hslToHex(rng.int(80, 130), 30, 50)) +
    `<rect y='185' width='${W}' height='65' fill='#555'/><rect x='20' y='215' width='${W - 40}' height='4' fill='#eee'/>` +
    `<path d='M95 200 L105 165 Q115 150 140 148 L245 148 Q270 150 285 168 L320 175 Q335 180 335 200Z' fill='${body}'/>` +
    `<path d='M130 168 L140 156 L195 156 L195 168Z M205 168 L205 156 L245 156 L265 168Z' fill='#cde'/>` +
    `<circle cx='140' cy='203' r='17' fill='#222'/><circle cx='290' cy='203' r='17' fill='#222'/>` +
    `<circle cx='140' cy='203' r='7' fill='#aaa'/><circle cx='290' cy='203' r='7' fill='#aaa'/>`
  );
}

function cruise(rng: Rng): string {
  const hull = hslToHex(rng.int(200, 230), 50, rng.int(20, 35));
  return (
    `<rect y='170' width='${W}' height='80' fill='${hslToHex(rng.int(190, 210), 65, 42)}'/>` +
    `<path d='M70 165 L330 165 L305 200 L95 200Z' fill='${hull}'/>` +
    `<rect x='110' y='140' width='180' height='25' fill='#fff'/><rect x='135' y='118' width='130' height='22' fill='#f4f4f4'/>` +
    `<rect x='${rng.int(180, 220)}' y='95' width='18' height='23' fill='${hslToHex(rng.int(0, 20), 75, 50)}'/>` +
    `<path d='M0 215 Q50 208 100 215 T200 215 T300 215 T400 215' stroke='#fff' stroke-opacity='.5' fill='none'/>`
  );
}

function resort(rng: Rng): string {
  const x = rng.int(250, 330);
  const leaf = hslToHex(rng.int(95, 135), 50, 32);
  // Fronds radiate from the crown and droop a little.
  const leaves = [-170, -135, -100, -70, -35, 0]
    .map((deg) => {
      const a = ((deg + rng.int(-6, 6)) * Math.PI) / 180;
      const cx = Math.round(x + Math.cos(a) * 36);
      const cy = Math.round(95 + Math.sin(a) * 22 + 8);
      return `<ellipse cx='${cx}' cy='${cy}' rx='40' ry='8' fill='${leaf}' transform='rotate(${Math.round(deg / 3)} ${cx} ${cy})'/>`;
    })
    .join('');
  return (
    `<rect y='160' width='${W}' height='50' fill='${hslToHex(rng.int(175, 195), 70, 48)}'/>` +
    `<path d='M0 200 Q200 185 ${W} 205 V${H} H0Z' fill='${hslToHex(42, 70, 78)}'/>` +
    `<path d='M${x - 25} 225 Q${x - 8} 160 ${x} 95' stroke='${hslToHex(30, 45, 32)}' stroke-width='8' fill='none'/>${leaves}`
  );
}

/** A hotel room: a wall, a window on the sky of the scene, a bed with pillows and a lamp. */
function room(rng: Rng): string {
  const wall = hslToHex(rng.int(20, 60), rng.int(15, 40), rng.int(80, 90));
  const cover = hslToHex(rng.int(0, 359), rng.int(30, 60), rng.int(45, 65));
  const wood = hslToHex(rng.int(20, 35), 40, rng.int(28, 40));
  const wx = rng.int(230, 290);
  return (
    `<path d='M0 0 H${W} V${H} H0Z M${wx} 40 h90 v90 h-90Z' fill='${wall}' fill-rule='evenodd'/>` +
    `<rect y='200' width='${W}' height='50' fill='${hslToHex(30, 25, 60)}'/>` +
    `<rect x='40' y='120' width='14' height='95' fill='${wood}'/><rect x='40' y='150' width='200' height='50' rx='6' fill='#fff'/>` +
    `<rect x='40' y='168' width='200' height='40' rx='6' fill='${cover}'/>` +
    `<rect x='60' y='138' width='50' height='20' rx='8' fill='#f4f4f4'/><rect x='120' y='138' width='50' height='20' rx='8' fill='#f4f4f4'/>` +
    `<rect x='${rng.int(250, 330)}' y='170' width='36' height='40' fill='${wood}'/><circle cx='${rng.int(260, 320)}' cy='150' r='12' fill='${hslToHex(45, 90, 75)}'/>`
  );
}

const DRAW: Readonly<Record<PictureKind, (rng: Rng) => string>> = { hotel, activity, car, cruise, resort, room };

// Drawing and encoding a picture costs tens of microseconds and a search draws one for every
// result it lists: each is drawn once and kept (a bounded map; the same kind and seed always give
// the same picture, so a kept one is the one that would be drawn).
const PICTURES_KEPT = 2000;
const pictures = new Map<string, string>();
function kept(key: string, draw: () => string): string {
  let made = pictures.get(key);
  if (made === undefined) {
    made = draw();
    if (pictures.size >= PICTURES_KEPT) pictures.delete(pictures.keys().next().value as string);
    pictures.set(key, made);
  }
  return made;
}

/** A picture for one item: the same kind and seed always give the same image. */
export function picture(kind: PictureKind, seed: string): string {
  return kept(`${kind}|${seed}`, () => {
    const rng = createRng('picture', kind, seed);
    return svgDataUri(scene(rng, DRAW[kind](rng)));
  });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A supplier wordmark on its brand colour. */
export function wordmark(name: string, colour: string, textColour = '#fff'): string {
  return kept(`wordmark|${name}|${colour}|${textColour}`, () => drawWordmark(name, colour, textColour));
}

function drawWordmark(name: string, colour: string, textColour: string): string {
  return svgDataUri(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 48'><rect width='160' height='48' rx='8' fill='${colour}'/>` +
      `<text x='80' y='31' font-family='Arial,Helvetica,sans-serif' font-size='${name.length > 10 ? 15 : 19}' font-weight='700' text-anchor='middle' fill='${textColour}'>${escapeXml(name)}</text></svg>`,
  );
}
