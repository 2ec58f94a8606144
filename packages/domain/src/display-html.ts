/**
 * How agency HTML (FAQ answers, the About page, policies, posts) is cleaned where it is shown, on
 * top of the cleaning it had before it was stored (decision 0074): DOMPurify with these rules and
 * this hook, in the browser (SafeHtml) and on the API's sanitiser thread for the server's render
 * (decision 0140), so that both produce the same markup and the page hydrates without a mismatch.
 */
export const DISPLAY_HTML_RULES = { FORBID_ATTR: ['style'], FORBID_TAGS: ['style'] };

/** The part of a DOM element the hook reads and writes. */
interface HookElement {
  nodeName: string;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

/**
 * DOMPurify's `afterSanitizeAttributes` hook: an image the agency gave no text for is read as
 * decorative (`alt=""`). Without it a screen reader spells out the file's address, and axe counts
 * a serious violation. Content written in the editors carries its own alt text; this is for HTML
 * that came from elsewhere.
 */
export function decorativeImageAlt(node: HookElement): void {
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
}
