import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purify: ReturnType<typeof createDOMPurify> | undefined;

/** Agency-provided HTML is cleaned before it is stored (and again in the browser before it is shown). */
export function sanitizeHtml(html: string): string {
  if (html.trim() === '') return '';
  purify ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}
