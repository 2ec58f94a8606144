// The sanitiser's thread (lib/sanitize.ts, decision 0074): DOMPurify over jsdom, which takes whole
// seconds on some content and cannot be interrupted, so it runs here and never on the event loop.
// Plain JavaScript that imports only npm packages, so that Node loads it as it is, from the
// sources (tests) as from beside the compiled server (decision 0062). Speaks lib/worker-pool.ts's
// protocol: { ready: true } once loaded, then { id, ok, value | error } for each { id, input }.
import { parentPort } from 'node:worker_threads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const window = new JSDOM('').window;
const purify = createDOMPurify(window);

/** Agency-provided HTML as it is stored (and cleaned again in the browser before it is shown). */
function cleanHtml(html) {
  if (html.trim() === '') return '';
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
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
function cleanSvg(text) {
  let root;
  let source;
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
  const svg = body.firstElementChild;
  if (!svg || svg.localName !== 'svg') return { refused: 'invalid' };
  return { svg: new window.XMLSerializer().serializeToString(svg) };
}

const JOBS = { html: cleanHtml, svg: cleanSvg };

parentPort.on('message', ({ id, input }) => {
  try {
    parentPort.postMessage({ id, ok: true, value: JOBS[input.kind](input.text) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});

// The first clean compiles DOMPurify's and jsdom's paths: done before the first job's time runs.
cleanHtml('<p>Ready <a href="https://example.com/">now</a>.</p>');
parentPort.postMessage({ ready: true });
