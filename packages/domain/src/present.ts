/** Spec §5: a value counts as present unless it is null, undefined or a blank string. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Elements that mean something even when empty (a table cell, an embed). */
const KEEP_WHEN_EMPTY = 'td|th|iframe|textarea|video|audio|canvas|object|svg';
/** Whitespace, &nbsp; and line breaks: what an element can hold and still be empty. */
const BLANK = String.raw`(?:\s|&nbsp;|&#160;|<br\s*\/?>)*`;
/** Void elements have no closing tag; skipping them also keeps long '<br>' runs linear. */
const VOID = 'area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr';
const EMPTY_ELEMENT = new RegExp(String.raw`<(?!(?:${KEEP_WHEN_EMPTY}|${VOID})\b)([a-z][a-z0-9-]*)\b[^<>]*>${BLANK}<\/\1\s*>`, 'gi');
const LEADING_BLANK = new RegExp(String.raw`^${BLANK}`, 'i');
const TRAILING_BREAK = /<br\s*\/?>$/i;
/** Deepest nesting unwrapped; rich-text editors nest a handful of levels at most. */
const MAX_PASSES = 20;

/**
 * Spec §5 dropdown text trimming: removes empty elements ('<p></p>', '<p> </p>', nested ones like
 * '<p><span></span></p>') anywhere, and blank space and '<br>' runs at both ends. Content,
 * including line breaks between content, stays as it was.
 */
export function trimEmptyHtmlTags(html: string | null | undefined): string {
  let text = html ?? '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = text.replace(EMPTY_ELEMENT, '');
    if (next === text) break;
    text = next;
  }
  return trimBlankEnd(text.replace(LEADING_BLANK, ''));
}

/** The trailing counterpart of LEADING_BLANK, walked back by hand to stay linear on long input. */
function trimBlankEnd(html: string): string {
  let text = html;
  for (;;) {
    const before = text;
    text = text.trimEnd();
    for (const entity of ['&nbsp;', '&#160;']) {
      if (text.slice(-entity.length).toLowerCase() === entity) text = text.slice(0, -entity.length);
    }
    if (text.endsWith('>')) {
      const lastTag = text.lastIndexOf('<');
      if (lastTag >= 0 && TRAILING_BREAK.test(text.slice(lastTag))) text = text.slice(0, lastTag);
    }
    if (text === before) return text;
  }
}
