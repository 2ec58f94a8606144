// How much markup the sanitiser is given (decision 0074): parsing and cleaning HTML or SVG costs
// more than linear time in its nesting depth (a 44 kB tower of 4,000 <div> took 1.5–3 s, 8,000 took
// 18 s), so depth and element count are checked first, by one pass over the text without a DOM.

export interface MarkupLimits {
  /** Elements open inside one another. */
  maxDepth: number;
  /** Elements in all. */
  maxElements: number;
}

/**
 * Generous for real content: pages written in an editor or pasted from a word processor nest 10–40
 * levels deep, and a 200 kB About page of short paragraphs and links holds ~6,000 elements; an
 * exported logo or illustration a few thousand paths. Chrome itself stops nesting at 512 levels.
 * At these limits the worst content cleans in ~1–3 s on a worker (not on the event loop).
 */
export const MARKUP_LIMITS: MarkupLimits = { maxDepth: 128, maxElements: 20_000 };

/** HTML as a browser parses it, or XML (an SVG file), where every element is closed or self-closed. */
export type MarkupSyntax = 'html' | 'xml';

export interface MarkupCount {
  /** Elements seen, and the deepest nesting, up to where the scan stopped. */
  elements: number;
  depth: number;
  /** The limit passed, when one was: the scan stops there. */
  exceeded: 'depth' | 'elements' | null;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'keygen',
  'frame',
  'basefont',
  'bgsound',
]);

/** Where the HTML parser stops looking for an element an end tag names ("has an element in scope"). */
const SCOPE = new Set([
  'applet',
  'caption',
  'html',
  'table',
  'td',
  'th',
  'marquee',
  'object',
  'template',
  'foreignobject',
  'desc',
  'title',
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
]);
const EXTRA_SCOPE: Record<string, ReadonlySet<string>> = { p: new Set(['button']), li: new Set(['ol', 'ul']), dd: new Set(), dt: new Set() };

/** End tags the parser matches "in scope": anything but a scope boundary may lie between. */
const SCOPED_END = new Set([
  ...Object.keys(EXTRA_SCOPE),
  ...['address', 'article', 'aside', 'blockquote', 'button', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure'],
  ...['footer', 'form', 'header', 'hgroup', 'listing', 'main', 'menu', 'nav', 'ol', 'pre', 'search', 'section', 'summary', 'ul'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'caption', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'colgroup', 'select', 'option', 'optgroup'],
]);

/**
 * Elements an end tag for another element may close on its way (not "special" in the HTML parser).
 * Any other end tag passing a special element is ignored by the parser, or (for b, i, a …) moves
 * the open elements under a copy without making the tree any shallower: the count keeps them.
 */
const PHRASING = new Set(
  ['a', 'abbr', 'b', 'bdi', 'bdo', 'big', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'label', 'mark', 'nobr', 'q'].concat([
    'rp',
    'rt',
    'ruby',
    's',
    'samp',
    'small',
    'span',
    'strike',
    'strong',
    'sub',
    'sup',
    'time',
    'tt',
    'u',
    'var',
  ]),
);

/** SVG and MathML elements whose content is HTML again. */
const INTEGRATION_POINTS = new Set(['foreignobject', 'desc', 'title', 'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml']);

/** HTML elements that end foreign content where they appear (the parser closes the SVG or MathML). */
const BREAKOUT = new Set(
  ['b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].concat(
    ['head', 'hr', 'i', 'img', 'li', 'listing', 'menu', 'meta', 'nobr', 'ol', 'p', 'pre', 'ruby', 's', 'small', 'span', 'strong', 'strike'],
    ['sub', 'sup', 'table', 'tt', 'u', 'ul', 'var'],
  ),
);

const P = new Set(['p']);
/** A start tag of the key closes an open element of the listed names when it is the innermost one. */
const CLOSES_OPEN: Record<string, ReadonlySet<string>> = {
  // Blocks close an open paragraph.
  ...Object.fromEntries(
    ['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer']
      .concat(['form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'listing', 'main', 'menu', 'nav', 'ol', 'pre', 'search', 'section'])
      .concat(['summary', 'ul'])
      .map((name) => [name, P]),
  ),
  li: new Set(['li']),
  dt: new Set(['dt', 'dd']),
  dd: new Set(['dt', 'dd']),
  p: P,
  option: new Set(['option']),
  td: new Set(['td', 'th']),
  th: new Set(['td', 'th']),
  tr: new Set(['tr']),
};

const GT = 62; // >
const SLASH = 47;
const EQ = 61;
const DQ = 34;
const SQ = 39;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * Counts elements and nesting depth in one pass, the way the HTML (or XML) parser would open and
 * close them, and stops at the first limit passed. It errs on the side of counting more: tags
 * inside comments, scripts and CDATA count, and an end tag the parser might honour but this scan
 * cannot be sure of leaves the depth as it was. What it cannot see (the HTML parser reopening
 * b, i … in each later paragraph) the sanitiser's time limit stops.
 */
export function countMarkup(text: string, syntax: MarkupSyntax, limits: MarkupLimits = MARKUP_LIMITS): MarkupCount {
  const html = syntax === 'html';
  const stack: string[] = [];
  // Per open element, whether what it holds is foreign content (SVG or MathML inside HTML), where
  // '/>' closes an element as in XML; elsewhere in HTML it is ignored.
  const foreign: boolean[] = [];
  let elements = 0;
  let depth = 0;
  const n = text.length;
  let i = text.indexOf('<');
  while (i !== -1 && i < n - 1) {
    const next = text.charCodeAt(i + 1);
    const end = next === SLASH;
    if (!isLetter(end ? text.charCodeAt(i + 2) : next)) {
      i = text.indexOf('<', i + 1);
      continue;
    }
    // The tag's name: up to a space, '/' or '>'.
    let j = i + (end ? 2 : 1);
    while (j < n) {
      const c = text.charCodeAt(j);
      if (isSpace(c) || c === SLASH || c === GT) break;
      j++;
    }
    const name = text.slice(i + (end ? 2 : 1), j).toLowerCase();
    const tag = scanAttributes(text, j);
    i = tag.end < n ? text.indexOf('<', tag.end) : -1;
    if (end) {
      foreign.length = stack.length = closedTo(stack, name, html);
      continue;
    }
    elements++;
    if (elements > limits.maxElements) return { elements, depth, exceeded: 'elements' };
    const inForeign = html && (foreign[foreign.length - 1] ?? false) && !BREAKOUT.has(name);
    if (html && !inForeign && VOID.has(name)) continue;
    if (tag.selfClosing && (!html || inForeign)) {
      depth = Math.max(depth, stack.length + 1);
    } else {
      if (html && !inForeign && CLOSES_OPEN[name]?.has(stack[stack.length - 1] ?? '')) {
        stack.pop();
        foreign.pop();
      }
      stack.push(name);
      foreign.push(html && (name === 'svg' || name === 'math' || (inForeign && !INTEGRATION_POINTS.has(name))));
      depth = Math.max(depth, stack.length);
    }
    if (depth > limits.maxDepth) return { elements, depth, exceeded: 'depth' };
  }
  return { elements, depth, exceeded: null };
}

/**
 * From after a tag's name to after its '>' (or the end of the text), as the HTML tokenizer reads
 * attributes: a quote starts a value only after `name=`, and an unquoted value runs to a space or
 * '>'. Whether the tag ended with '/>'.
 */
function scanAttributes(text: string, from: number): { end: number; selfClosing: boolean } {
  const n = text.length;
  let i = from;
  let inName = false; // inside an attribute's name, or after it (where '=' starts its value)
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === GT) return { end: i + 1, selfClosing: false };
    if (c === SLASH) {
      if (text.charCodeAt(i + 1) === GT) return { end: i + 2, selfClosing: true };
      inName = false;
      i++;
    } else if (c === EQ && inName) {
      i++;
      while (i < n && isSpace(text.charCodeAt(i))) i++;
      const q = text.charCodeAt(i);
      if (q === DQ || q === SQ) {
        const close = text.indexOf(q === DQ ? '"' : "'", i + 1);
        i = close === -1 ? n : close + 1;
      } else {
        while (i < n && !isSpace(text.charCodeAt(i)) && text.charCodeAt(i) !== GT) i++;
      }
      inName = false;
    } else if (isSpace(c)) {
      // After a name, '=' may still come: `name = value`.
      i++;
    } else {
      inName = true;
      i++;
    }
  }
  return { end: n, selfClosing: false };
}

/** An end tag: how many open elements stay open (all of them when the parser might not close any). */
function closedTo(stack: readonly string[], name: string, html: boolean): number {
  for (let k = stack.length - 1; k >= 0; k--) {
    const open = stack[k]!;
    if (open === name) return k;
    if (!html) continue;
    if (SCOPE.has(open) || EXTRA_SCOPE[name]?.has(open)) break;
    if (!SCOPED_END.has(name) && !PHRASING.has(open)) break;
  }
  return stack.length;
}
