import { parentPort } from 'node:worker_threads';
import { decorativeImageAlt, DISPLAY_HTML_RULES } from '@tripfront/domain/display-html';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// The sanitiser's thread (lib/sanitize.ts, decision 0074): DOMPurify over jsdom, which takes whole
// seconds on some content and cannot be interrupted, so it runs here and never on the event loop
// (nor does jsdom's memory live there, decision 0140). Started from sanitize-worker.mjs beside it
// (the sources, through tsx) or as apps/api/dist/sanitize-worker.mjs (the compiled server). Speaks
// lib/worker-pool.ts's protocol: { ready: true } once loaded, then { id, ok, value | error } for
// each { id, input }.

const port = parentPort;
if (!port) throw new Error('sanitize-worker.ts runs as a worker thread (lib/sanitize.ts starts it).');

const window = new JSDOM('').window;
const purify = createDOMPurify(window);
// Hooks belong to an instance: the one that cleans for display has the browser's.
const display = createDOMPurify(window);
display.addHook('afterSanitizeAttributes', decorativeImageAlt);

/** Agency-provided HTML as it is stored (and cleaned again before it is shown). */
function cleanHtml(html: string): string {
  if (html.trim() === '') return '';
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Stored agency HTML as the page shows it: the browser's rules (SafeHtml), for the server's render. */
function cleanForDisplay(html: string): string {
  return display.sanitize(html, DISPLAY_HTML_RULES);
}

/** Removed by the sanitiser and meaning the file wanted to run something. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'handler', 'listener']);
const ACTIVE_URL = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;

/**
 * An SVG file as it will be stored: parsed as XML (not well-formed XML with an <svg> root is
 * refused), cleaned by DOMPurify's SVG profile and written out as XML again. Scripts, event
 * handlers, foreignObject and javascript: links are refused rather than silently dropped; editor
 * metadata and other unknown elements are dropped. `{ svg }`, or `{ refused: 'invalid' | 'active' }`.
 */
function cleanSvg(text: string): { svg: string } | { refused: 'invalid' | 'active' } {
  let root: Element;
  let source: string;
  try {
    const dom = new JSDOM(text, { contentType: 'image/svg+xml' });
    root = dom.window.document.documentElement;
    source = new dom.window.XMLSerializer().serializeToString(root);
  } catch {
    return { refused: 'invalid' };
  }
  if (root.localName !== 'svg') return { refused: 'invalid' };
  const body = purify.sanitize(source, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM: true });
  const active = purify.removed.some((r) => {
    if ('element' in r && r.element) return ACTIVE_ELEMENTS.has(r.element.nodeName.toLowerCase());
    if ('attribute' in r && r.attribute) return /^on/i.test(r.attribute.name) || ACTIVE_URL.test(r.attribute.value);
    return false;
  });
  if (active) return { refused: 'active' };
  const svg = (body as Element).firstElementChild;
  if (!svg || svg.localName !== 'svg') return { refused: 'invalid' };
  return { svg: new window.XMLSerializer().serializeToString(svg) };
}

const JOBS = { html: cleanHtml, svg: cleanSvg, display: cleanForDisplay };

port.on('message', ({ id, input }: { id: number; input: { kind: keyof typeof JOBS; text: string } }) => {
  try {
    port.postMessage({ id, ok: true, value: JOBS[input.kind](input.text) });
  } catch (err) {
    port.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});

// The first clean compiles DOMPurify's and jsdom's paths: done before the first job's time runs.
cleanHtml('<p>Ready <a href="https://example.com/">now</a>.</p>');
port.postMessage({ ready: true });
