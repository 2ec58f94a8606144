import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The HTML's own language when it may differ from the page's (an agency's post in another language). */
  lang?: string;
}

type Purifier = Pick<typeof DOMPurify, 'sanitize' | 'addHook' | 'isSupported'>;

/**
 * An image the agency gave no text for is read as decorative (`alt=""`): without it a screen
 * reader spells out the file's address, and axe counts a serious violation. Content written in
 * the editors carries its own alt text; this is for HTML that came from elsewhere.
 */
function withAltText(p: Purifier): Purifier {
  // Without a DOM (the server's module graph before sanitizeWithWindow) DOMPurify has no hooks to add.
  if (!p.isSupported) return p;
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return p;
}

let purifier: Purifier = withAltText(DOMPurify);

/**
 * The server's renderer has no DOM of its own: it sanitises with DOMPurify over the window the
 * API gives it (jsdom), with the same rules as the browser, so both produce the same markup.
 */
export function sanitizeWithWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = withAltText(DOMPurify(window));
}

const RULES = { FORBID_ATTR: ['style'], FORBID_TAGS: ['style'] };

/**
 * Agency-authored HTML, sanitised with DOMPurify before it reaches the DOM. It is written in the
 * agency's language, not necessarily the interface's: `dir="auto"` lays it out by its own first
 * strong character (English answers stay left-to-right in the Arabic interface).
 */
export function SafeHtml({ html, className, lang }: SafeHtmlProps) {
  const clean = useMemo(() => purifier.sanitize(html, RULES), [html]);
  return <div className={className ? `tf-prose ${className}` : 'tf-prose'} lang={lang} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
