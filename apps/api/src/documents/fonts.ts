import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { create as openFont, type Font } from 'fontkit';
import { fontFile, type FontSubset } from './text-runs.ts';

// The documents' fonts: the @fontsource subsets of text-runs.ts (WOFF), opened once
// per process and shared by every document (pdfkit takes an opened fontkit font as well as a file).

export type Weight = 400 | 700;

/**
 * A WOFF 1.0 font as the plain OpenType (sfnt) file it wraps: each table inflated once with zlib.
 * fontkit reads WOFF itself, but inflates a table (with a JavaScript inflate) every time it reads
 * from it, once per glyph for the outlines: seconds of CPU for one page of Arabic.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    header.writeUInt32BE(t.tag, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

export const fontName = (subset: FontSubset, weight: Weight) => `${subset}-${weight}`;

/**
 * The font, with the letters of a right-to-left ligature (lam-alef, for one) told in the order they
 * are drawn. A PDF maps each glyph to its text, and the glyphs of an Arabic run are stored in the
 * order they are drawn, left to right: readers (copy and paste, search, pdf.js) turn the run back
 * into reading order, which would turn a ligature's letters back too ('ال' for 'لا').
 */
function readableLigatures(font: Font): Font {
  const layout = font.layout.bind(font);
  const wrapper = Object.create(font) as Font;
  wrapper.layout = (...args: Parameters<Font['layout']>) => {
    const run = layout(...args);
    if (run.direction !== 'rtl') return run;
    run.glyphs = run.glyphs.map((glyph) =>
      glyph.codePoints.length > 1 ? Object.assign(Object.create(glyph) as typeof glyph, { codePoints: [...glyph.codePoints].reverse() }) : glyph,
    );
    return run;
  };
  return wrapper;
}

const fonts = new Map<string, Font>();

/**
 * A subset's font, opened once: fontkit also decodes tables and glyphs as they are first used, so
 * a font that has shaped a word before shapes it again in a fraction of the time.
 */
export function fontOf(subset: FontSubset, weight: Weight): Font {
  const key = fontName(subset, weight);
  let font = fonts.get(key);
  if (!font) {
    const opened = openFont(woffToSfnt(readFileSync(fontFile(subset, weight))));
    if (!('layout' in opened)) throw new Error(`${key}: a font collection, not a font`);
    font = readableLigatures(opened);
    fonts.set(key, font);
  }
  return font;
}
