import PDFDocument from 'pdfkit';
import { accessiblePrimary, parseHexColor } from '@tripfront/domain/theme';
import { fontName, fontOf, type Weight } from './fonts.ts';
import { visualRuns, type FontSubset } from './text-runs.ts';

// The one layout of the branded PDFs (voucher, receipt, proposal): a header with the agency's logo
// or name and colour, sections of labelled facts, tables and totals, and a footer with the
// agency's contact on every page. Right to left for Arabic: every box is mirrored and text starts
// at the right. Positions are in PDF points on an A4 page; pdfkit draws, this module places.

/** The agency as a document shows it. */
export interface Brand {
  name: string;
  /** '#rrggbb'. */
  color: string;
  /** A PNG or JPEG the agency stored (a data: URL's bytes), or null: the name is printed instead. */
  logo: Buffer | null;
  /** Lines of the footer: address, email, phone. */
  contact: string[];
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const FOOTER_HEIGHT = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TEXT = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d9dee4';
const SHADE = '#f3f5f7';

/** A raster logo from the agency's stored logo (a data: URL of a PNG or JPEG); anything else prints the name. */
export function logoBytes(logo: string): Buffer | null {
  const match = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/i.exec(logo);
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Where lines start: the reading start (left, or right in Arabic), its end, or the centre. */
  align?: 'start' | 'end' | 'center';
  /** A value: its words ordered by its own first letter's direction, not the document's. */
  value?: boolean;
}

export interface Column {
  title: string;
  /** Share of the table's width. */
  share: number;
  align?: 'start' | 'end';
}

export class DocumentLayout {
  readonly doc: PDFKit.PDFDocument;
  readonly rtl: boolean;
  private y = MARGIN;
  private readonly accent: string;
  private readonly registered = new Set<string>();

  constructor(
    private readonly brand: Brand,
    { language, rtl, title }: { language: string; rtl: boolean; title: string },
  ) {
    this.rtl = rtl;
    this.accent = parseHexColor(brand.color) ? accessiblePrimary(brand.color, '#ffffff') : TEXT;
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      lang: language,
      displayTitle: true,
      info: { Title: title, Author: brand.name, Creator: brand.name, Producer: brand.name },
    });
  }

  // ---- text ------------------------------------------------------------------------------------

  private useFont(subset: FontSubset, weight: Weight, size: number) {
    const name = fontName(subset, weight);
    if (!this.registered.has(name)) {
      // @types/pdfkit lists files only; pdfkit 0.20 also takes an opened fontkit font (PDFFontFactory.open).
      this.doc.registerFont(name, fontOf(subset, weight) as unknown as Buffer);
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(size);
  }

  private readonly widths = new Map<string, number>();

  /** The drawn width of a text (its runs in their fonts), remembered for the document. */
  private width(text: string, weight: Weight, size: number, own = false): number {
    const key = `${weight}|${size}|${own ? 'own' : ''}|${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = 0;
      for (const run of visualRuns(text, this.rtl, own)) {
        this.useFont(run.subset, weight, size);
        w += this.doc.widthOfString(run.text);
      }
      this.widths.set(key, w);
    }
    return w;
  }

  /**
   * Lines of at most `width` points: words kept whole unless one alone is too wide. A line's width
   * is its words' and spaces' widths added up (words are measured once each).
   */
  private wrap(text: string, width: number, weight: Weight, size: number): string[] {
    const space = this.width(' ', weight, size);
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        let w = this.width(word, weight, size);
        if (line && lineWidth + space + w <= width) {
          line = `${line} ${word}`;
          lineWidth += space + w;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        // A word wider than the box (a long email address) is cut where it must be.
        while (w > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && this.width(line.slice(0, cut), weight, size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
          w = this.width(line, weight, size);
        }
        lineWidth = w;
      }
      lines.push(line);
    }
    return lines;
  }

  private lineHeight = (size: number) => size * 1.45;

  /** Draws wrapped text in the box starting at `x` (from the reading start) `width` wide, at `y`; answers its height. */
  private textAt(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    const weight: Weight = style.bold ? 700 : 400;
    const lines = this.wrap(text, width, weight, size);
    const left = this.rtl ? PAGE_WIDTH - x - width : x;
    lines.forEach((line, i) => {
      const w = this.width(line, weight, size, style.value);
      const align = style.align ?? 'start';
      const fromLeft = align === 'center' ? (width - w) / 2 : (align === 'end') !== this.rtl ? width - w : 0;
      let cursor = left + fromLeft;
      for (const run of visualRuns(line, this.rtl, style.value)) {
        this.useFont(run.subset, weight, size);
        this.doc.fillColor(style.color ?? TEXT).text(run.text, cursor, y + i * this.lineHeight(size), { lineBreak: false });
        cursor += this.doc.widthOfString(run.text);
      }
    });
    return lines.length * this.lineHeight(size);
  }

  private heightOf(text: string, width: number, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    return this.wrap(text, width, style.bold ? 700 : 400, size).length * this.lineHeight(size);
  }

  /** A box from the reading start as a left edge on the page. */
  private left(x: number, width: number) {
    return this.rtl ? PAGE_WIDTH - x - width : x;
  }

  /** A new page when `height` more does not fit above the footer. */
  private room(height: number) {
    if (this.y + height <= PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  // ---- blocks ----------------------------------------------------------------------------------

  /** The agency's logo or name at the reading start; the document's title and lines (reference, date) at the end. */
  header(title: string, lines: string[]): this {
    this.doc.rect(0, 0, PAGE_WIDTH, 8).fill(parseHexColor(this.brand.color) ? this.brand.color : TEXT);
    const top = MARGIN - 8;
    let brandHeight = 0;
    if (this.brand.logo) {
      try {
        this.doc.image(this.brand.logo, this.left(MARGIN, 160), top, { fit: [160, 48], ...(this.rtl ? { align: 'right' as const } : {}) });
        brandHeight = 48;
      } catch {
        brandHeight = 0; // not an image pdfkit reads: the name instead
      }
    }
    if (brandHeight === 0) brandHeight = this.textAt(this.brand.name, MARGIN, top, CONTENT_WIDTH * 0.5, { size: 16, bold: true, color: this.accent });
    const half = CONTENT_WIDTH * 0.5;
    let right = this.textAt(title, MARGIN + half, top, half, { size: 18, bold: true, align: 'end' });
    for (const line of lines) right += this.textAt(line, MARGIN + half, top + right, half, { size: 9.5, color: MUTED, align: 'end' });
    this.y = top + Math.max(brandHeight, right) + 14;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(PAGE_WIDTH - MARGIN, this.y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    this.y += 14;
    return this;
  }

  /** A framed notice (a cancelled booking). */
  notice(text: string): this {
    const height = this.heightOf(text, CONTENT_WIDTH - 24, { bold: true }) + 16;
    this.room(height + 8);
    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).fillAndStroke('#fdecea', '#c0392b');
    this.textAt(text, MARGIN + 12, this.y + 8, CONTENT_WIDTH - 24, { bold: true, color: '#a4281b' });
    this.y += height + 12;
    return this;
  }

  /** A section's title in the agency's colour. */
  section(title: string): this {
    this.room(48);
    this.y += 6;
    this.y += this.textAt(title, MARGIN, this.y, CONTENT_WIDTH, { size: 12, bold: true, color: this.accent });
    this.doc
      .moveTo(MARGIN, this.y + 1)
      .lineTo(PAGE_WIDTH - MARGIN, this.y + 1)
      .lineWidth(1)
      .strokeColor(this.accent)
      .stroke();
    this.y += 8;
    return this;
  }

  /** Labelled facts, one a row: the label at the reading start, the value beside it. Empty values are left out. */
  fields(rows: readonly (readonly [string, string | null | undefined])[]): this {
    const labelWidth = CONTENT_WIDTH * 0.34;
    const valueWidth = CONTENT_WIDTH - labelWidth - 12;
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value.trim() === '') continue;
      const height = Math.max(this.heightOf(label, labelWidth, { color: MUTED }), this.heightOf(value, valueWidth, { bold: true }));
      this.room(height);
      this.textAt(label, MARGIN, this.y, labelWidth, { color: MUTED });
      this.textAt(value, MARGIN + labelWidth + 12, this.y, valueWidth, { bold: true, value: true });
      this.y += height + 3;
    }
    this.y += 4;
    return this;
  }

  paragraph(text: string, style: TextStyle = {}): this {
    if (!text.trim()) return this;
    const height = this.heightOf(text, CONTENT_WIDTH, style);
    this.room(Math.min(height, 120));
    this.y += this.textAt(text, MARGIN, this.y, CONTENT_WIDTH, style) + 6;
    return this;
  }

  /** A table: a shaded header row, then one row per entry, cells wrapped in their column. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): this {
    const pad = 6;
    const widths = columns.map((c) => c.share * CONTENT_WIDTH);
    const starts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const drawRow = (cells: readonly string[], style: TextStyle, shade: boolean) => {
      const height = Math.max(...cells.map((c, i) => this.heightOf(c, (widths[i] ?? 0) - 2 * pad, style))) + 2 * pad;
      this.room(height);
      if (shade) this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).fill(SHADE);
      cells.forEach((cell, i) =>
        this.textAt(cell, (starts[i] ?? 0) + pad, this.y + pad, (widths[i] ?? 0) - 2 * pad, { ...style, align: columns[i]?.align ?? 'start' }),
      );
      this.y += height;
      this.doc
        .moveTo(MARGIN, this.y)
        .lineTo(PAGE_WIDTH - MARGIN, this.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    };
    drawRow(
      columns.map((c) => c.title),
      { bold: true, size: 9, color: MUTED },
      true,
    );
    for (const row of rows) drawRow(row, { size: 10, value: true }, false);
    this.y += 8;
    return this;
  }

  /** Amounts at the reading end: label and value pairs, the last one (the total) larger. */
  totals(rows: readonly (readonly [string, string])[]): this {
    const width = CONTENT_WIDTH * 0.5;
    const x = MARGIN + CONTENT_WIDTH - width;
    rows.forEach(([label, value], i) => {
      const last = i === rows.length - 1;
      const style: TextStyle = last ? { size: 12, bold: true } : { color: MUTED };
      const height = Math.max(this.heightOf(label, width * 0.55, style), this.heightOf(value, width * 0.45, style));
      this.room(height + 6);
      if (last) {
        this.doc
          .moveTo(this.left(x, width), this.y)
          .lineTo(this.left(x, width) + width, this.y)
          .lineWidth(1)
          .strokeColor(this.accent)
          .stroke();
        this.y += 4;
      }
      this.textAt(label, x, this.y, width * 0.55, style);
      this.textAt(value, x + width * 0.55, this.y, width * 0.45, { ...style, align: 'end', value: true });
      this.y += height + 3;
    });
    this.y += 6;
    return this;
  }

  /** The footer on every page, then the file's bytes. */
  async finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    const footer = [this.brand.name, ...this.brand.contact].filter(Boolean).join('  ·  ');
    const range = this.doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page++) {
      this.doc.switchToPage(page);
      const top = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT + 10;
      this.doc
        .moveTo(MARGIN, top)
        .lineTo(PAGE_WIDTH - MARGIN, top)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.textAt(footer, MARGIN, top + 6, CONTENT_WIDTH, { size: 8, color: MUTED, align: 'center' });
      if (range.count > 1) this.textAt(`${page + 1}/${range.count}`, MARGIN, top + 18, CONTENT_WIDTH, { size: 8, color: MUTED, align: 'end' });
    }
    this.doc.end();
    return done;
  }
}
