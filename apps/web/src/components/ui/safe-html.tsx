import DOMPurify from 'dompurify';
import { use, useMemo } from 'react';
import { decorativeImageAlt, DISPLAY_HTML_RULES } from '@tripfront/domain/display-html';

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The HTML's own language when it may differ from the page's (an agency's post in another language). */
  lang?: string;
}

// Without a DOM (the server's module graph) DOMPurify cannot clean, and has no hooks to add.
if (DOMPurify.isSupported) DOMPurify.addHook('afterSanitizeAttributes', decorativeImageAlt);

/** How the server's renderer has agency HTML cleaned for display: the same rules, off its event loop. */
export type ServerSanitize = (html: string) => Promise<string>;
let serverSanitize: ServerSanitize | null = null;
/** The cleaned HTML of the render under way, by its source: a render that waited for one finds it when it goes on. */
const serverCleaned = new Map<string, Promise<string>>();

/**
 * The server's renderer has no DOM: it hands SafeHtml a function that cleans agency HTML with the
 * browser's rules (DISPLAY_HTML_RULES) on the API's sanitiser thread (decision 0140), and the
 * render waits for it as for any data.
 */
export function sanitizeOnServerWith(sanitize: ServerSanitize): void {
  serverSanitize = sanitize;
}

/** Called before each server render (they run one at a time): the cleaned HTML of the last one is let go. */
export function forgetServerSanitized(): void {
  serverCleaned.clear();
}

function cleanedOnServer(sanitize: ServerSanitize, html: string): Promise<string> {
  let cleaned = serverCleaned.get(html);
  if (!cleaned) {
    cleaned = sanitize(html);
    serverCleaned.set(html, cleaned);
  }
  return cleaned;
}

function Prose({ clean, className, lang }: { clean: string; className?: string; lang?: string }) {
  return <div className={className ? `tf-prose ${className}` : 'tf-prose'} lang={lang} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}

function BrowserSafeHtml({ html, className, lang }: SafeHtmlProps) {
  // Without a DOM DOMPurify hands the HTML back as it came: never shown so.
  if (!DOMPurify.isSupported) throw new Error('Agency HTML cannot be cleaned without a DOM: the server renderer needs sanitizeOnServerWith.');
  const clean = useMemo(() => DOMPurify.sanitize(html, DISPLAY_HTML_RULES), [html]);
  return <Prose clean={clean} className={className} lang={lang} />;
}

function ServerSafeHtml({ html, className, lang, sanitize }: SafeHtmlProps & { sanitize: ServerSanitize }) {
  return <Prose clean={use(cleanedOnServer(sanitize, html))} className={className} lang={lang} />;
}

/**
 * Agency-authored HTML, sanitised with DOMPurify before it reaches the DOM. It is written in the
 * agency's language, not necessarily the interface's: `dir="auto"` lays it out by its own first
 * strong character (English answers stay left-to-right in the Arabic interface).
 */
export function SafeHtml(props: SafeHtmlProps) {
  return serverSanitize ? <ServerSafeHtml {...props} sanitize={serverSanitize} /> : <BrowserSafeHtml {...props} />;
}
