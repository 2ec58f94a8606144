import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

// Mixed-direction text for pdfkit (decision 0118): fontkit shapes Arabic and lays an Arabic run out
// right to left, but knows one script and one direction per string. So a line is cut here into
// runs of one embedding level (bidi-js, the Unicode Bidirectional Algorithm) and one font (the
// subsets @fontsource ships, chosen by the ranges it publishes), and the runs are put in visual
// order; pdfkit then draws them one after the other, left to right.

const require = createRequire(import.meta.url);
const bidi = bidiFactory();

/**
 * The font subsets, in the order they are tried for a character: IBM Plex Sans Arabic for Arabic
 * and Latin (its Arabic letters are whole glyphs, so a PDF reader reads them back as the letters;
 * Noto Sans Arabic draws the dots as glyphs of their own, shared by several letters); Noto Sans for
 * the names a supplier or a traveller writes in Greek, Cyrillic or Vietnamese, before Noto Sans
 * Arabic's math subset, whose range lists Greek letters its file does not draw; Noto Sans Arabic
 * for arrows and other symbols Plex does not have; last Noto Sans's Latin, for letters Plex lacks.
 * Chinese, Japanese and Korean are not here (several MB of fonts): they print as boxes.
 */
const FONT_FILES = {
  arabic: ['ibm-plex-sans-arabic', 'arabic'],
  latin: ['ibm-plex-sans-arabic', 'latin'],
  'latin-ext': ['ibm-plex-sans-arabic', 'latin-ext'],
  greek: ['noto-sans', 'greek'],
  'greek-ext': ['noto-sans', 'greek-ext'],
  cyrillic: ['noto-sans', 'cyrillic'],
  'cyrillic-ext': ['noto-sans', 'cyrillic-ext'],
  vietnamese: ['noto-sans', 'vietnamese'],
  symbols: ['noto-sans-arabic', 'symbols'],
  math: ['noto-sans-arabic', 'math'],
  'noto-latin': ['noto-sans', 'latin'],
  'noto-latin-ext': ['noto-sans', 'latin-ext'],
} as const;
export type FontSubset = keyof typeof FONT_FILES;
export const FONT_SUBSETS = Object.keys(FONT_FILES) as FontSubset[];

const ranges: Record<FontSubset, [number, number][]> = (() => {
  const parse = (text: string): [number, number][] =>
    text.split(',').map((part) => {
      const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    });
  const table = (family: string) => require(`@fontsource/${family}/unicode.json`) as Record<string, string>;
  return Object.fromEntries(FONT_SUBSETS.map((s) => [s, parse(table(FONT_FILES[s][0])[FONT_FILES[s][1]] ?? '')])) as Record<FontSubset, [number, number][]>;
})();

const covers = (subset: FontSubset, cp: number) => ranges[subset].some(([from, to]) => cp >= from && cp <= to);

/** Marks that steer the bidi algorithm and draw nothing (LRM, RLM, ALM, the isolates). */
const INVISIBLE = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** Letters fontkit lays out as Arabic (right to left); its digits and punctuation are the Common script. */
const isArabicLetter = (cp: number) =>
  (cp >= 0x0621 && cp <= 0x065f) ||
  (cp >= 0x066e && cp <= 0x06dc) ||
  (cp >= 0x06de && cp <= 0x06ff) ||
  (cp >= 0x0750 && cp <= 0x08ff) ||
  (cp >= 0xfb50 && cp <= 0xfeff);

/** Spaces, which every subset's file draws though only Latin's range lists them. */
const isSpace = (cp: number) => cp === 0x20 || cp === 0xa0;

/**
 * The font subset for a character: the one in use when it covers it (digits stay in their run, and
 * spaces: a Greek name is one run, read back as one piece), else the first that does.
 */
function subsetFor(cp: number, current: FontSubset | null): FontSubset {
  if (isArabicLetter(cp)) return 'arabic';
  if (current && current !== 'arabic' && (covers(current, cp) || isSpace(cp))) return current;
  for (const s of FONT_SUBSETS) if (s !== 'arabic' && covers(s, cp)) return s;
  return covers('arabic', cp) ? 'arabic' : 'latin';
}

export interface TextRun {
  /** What to hand pdfkit: already in the order fontkit will lay it out into the right visual order. */
  text: string;
  subset: FontSubset;
}

/**
 * The runs of one line, left to right as they are drawn. `rtl`: the paragraph's direction (the
 * document's language), which decides where neutral characters and the whole line's runs go;
 * `own`: the line's own direction instead, that of its first letter (a value: an address or a phone
 * number reads left to right in an Arabic document too, as the web's <bdi> shows it).
 */
export function visualRuns(line: string, rtl: boolean, own = false): TextRun[] {
  const key = `${rtl ? 'r' : 'l'}${own ? 'o' : ''}|${line}`;
  let runs = cachedRuns.get(key);
  if (!runs) {
    runs = orderedRuns(line, rtl, own);
    // Labels and values repeat from one document to the next; the oldest entry goes when full.
    if (cachedRuns.size >= MAX_CACHED_LINES) cachedRuns.delete(cachedRuns.keys().next().value ?? '');
    cachedRuns.set(key, runs);
  }
  return runs;
}

const MAX_CACHED_LINES = 5000;
const cachedRuns = new Map<string, TextRun[]>();
/** Any character that is right to left or could make a run so (Hebrew, Arabic, their marks and isolates). */
const MAY_BE_RTL = /[\u0590-\u08FF\u200F\u202B\u202E\u2067\uFB1D-\uFEFF]/u;

/**
 * Characters none of the fonts draws (their @fontsource ranges list arrows the files do not have),
 * and what is drawn instead: a route 'LHR → JFK' reads 'LHR – JFK'.
 */
const STAND_INS: Readonly<Record<string, string>> = { '\u2192': '\u2013', '\u2190': '\u2013', '\u2194': '\u2013', '\u21D2': '\u2013', '\u2713': '\u2022' };
const WITHOUT_GLYPH = new RegExp(`[${Object.keys(STAND_INS).join('')}]`, 'gu');

function orderedRuns(text: string, rtl: boolean, own: boolean): TextRun[] {
  const line = text.replace(WITHOUT_GLYPH, (c) => STAND_INS[c] ?? c);
  if (line === '') return [];
  // Left-to-right text in a left-to-right line: one run per font, no reordering.
  if ((!rtl || own) && !MAY_BE_RTL.test(line)) return fontRuns(line);
  const embedding = bidi.getEmbeddingLevels(line, own ? 'auto' : rtl ? 'rtl' : 'ltr');
  const logical: { text: string; subset: FontSubset; level: number }[] = [];
  let i = 0;
  for (const char of line) {
    const index = i;
    i += char.length;
    if (INVISIBLE.test(char)) continue;
    const level = embedding.levels[index] ?? 0;
    const last = logical.at(-1);
    const subset = subsetFor(char.codePointAt(0) ?? 0, last && last.level === level ? last.subset : null);
    if (last && last.level === level && last.subset === subset) last.text += char;
    else logical.push({ text: char, subset, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence at or above it.
  const levels = logical.map((r) => r.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)));
  let order = logical;
  for (let level = highest; level >= lowestOdd; level--) {
    const next: typeof logical = [];
    let k = 0;
    while (k < order.length) {
      const run = order[k];
      if (run && run.level >= level) {
        let end = k;
        while (end + 1 < order.length && (order[end + 1]?.level ?? 0) >= level) end++;
        next.push(...order.slice(k, end + 1).reverse());
        k = end + 1;
      } else {
        if (run) next.push(run);
        k++;
      }
    }
    order = next;
  }
  return order.map((run) => {
    const wantsRtl = run.level % 2 === 1;
    const fontkitRtl = [...run.text].some((c) => isArabicLetter(c.codePointAt(0) ?? 0));
    if (wantsRtl === fontkitRtl) return { text: run.text, subset: run.subset };
    // fontkit would lay it out the other way: hand it the characters reversed (mirrored when right to left).
    const reversed = [...run.text].reverse().map((c) => (wantsRtl ? (bidi.getMirroredCharacter(c) ?? c) : c));
    return { text: reversed.join(''), subset: run.subset };
  });
}

/** A left-to-right line cut where the font changes. */
function fontRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of line) {
    if (INVISIBLE.test(char)) continue;
    const last = runs.at(-1);
    const subset = subsetFor(char.codePointAt(0) ?? 0, last?.subset ?? null);
    if (last && last.subset === subset) last.text += char;
    else runs.push({ text: char, subset });
  }
  return runs;
}

/** The font file of a subset and weight (from @fontsource: nothing is downloaded at run time). */
export function fontFile(subset: FontSubset, weight: 400 | 700): string {
  const [family, part] = FONT_FILES[subset];
  return require.resolve(`@fontsource/${family}/files/${family}-${part}-${weight}-normal.woff`);
}
