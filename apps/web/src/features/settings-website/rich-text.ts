/** The rich-text editor's toolbar: each command wraps the selected text of a textarea in HTML. */
export type RichTextCommand = 'bold' | 'italic' | 'heading' | 'list' | 'link';

export interface Edit {
  value: string;
  /** The selection after the edit: the wrapped text, or the part the author fills in next. */
  selectionStart: number;
  selectionEnd: number;
}

const LINK_PLACEHOLDER = 'https://';

/**
 * Applies a command to `value` with the selection [start, end). Bold, italic and heading wrap the
 * selection; list makes each selected line an item; link wraps it in an anchor and selects the
 * address to type. With nothing selected the tags are inserted with the caret between them.
 */
export function applyCommand(command: RichTextCommand, value: string, start: number, end: number): Edit {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  const wrap = (open: string, inner: string, close: string): Edit => ({
    value: `${before}${open}${inner}${close}${after}`,
    selectionStart: before.length + open.length,
    selectionEnd: before.length + open.length + inner.length,
  });
  switch (command) {
    case 'bold':
      return wrap('<strong>', selected, '</strong>');
    case 'italic':
      return wrap('<em>', selected, '</em>');
    case 'heading':
      return wrap('<h2>', selected, '</h2>');
    case 'list': {
      const lines = selected.split('\n').filter((line) => line.trim() !== '');
      const items = (lines.length > 0 ? lines : ['']).map((line) => `  <li>${line.trim()}</li>`).join('\n');
      const inner = `<ul>\n${items}\n</ul>`;
      // Caret inside the first item when it was empty, else the whole list selected.
      if (lines.length === 0) {
        const caret = before.length + '<ul>\n  <li>'.length;
        return { value: `${before}${inner}${after}`, selectionStart: caret, selectionEnd: caret };
      }
      return { value: `${before}${inner}${after}`, selectionStart: before.length, selectionEnd: before.length + inner.length };
    }
    case 'link': {
      const open = `<a href="${LINK_PLACEHOLDER}">`;
      const result = `${before}${open}${selected}</a>${after}`;
      const hrefStart = before.length + '<a href="'.length;
      return { value: result, selectionStart: hrefStart, selectionEnd: hrefStart + LINK_PLACEHOLDER.length };
    }
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Inserts a picture at the selection (replacing it) with its text alternative: alt="" for a
 * decorative one (issue #44). The caret goes after it.
 */
export function insertImage(value: string, start: number, end: number, image: { url: string; alt: string; decorative?: boolean }): Edit {
  // A decorative picture carries the mark with its alt="" (decision 0127), as the content editor writes it.
  const mark = image.decorative ? ' data-decorative=""' : '';
  const tag = `<img src="${escapeAttribute(image.url)}" alt="${image.decorative ? '' : escapeAttribute(image.alt)}"${mark}>`;
  const caret = start + tag.length;
  return { value: `${value.slice(0, start)}${tag}${value.slice(end)}`, selectionStart: caret, selectionEnd: caret };
}
