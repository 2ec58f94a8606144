import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { afterAll, describe, expect, it } from 'vitest';
import { decorativeImageAlt, DISPLAY_HTML_RULES } from '@tripfront/domain/display-html';
import { createSanitizer } from './sanitize.ts';

// The server's renderer (apps/web/src/entry-server.tsx, decision 0059) loads the web app's modules
// in Node, where there is no DOM: agency HTML is cleaned for it on the sanitiser's thread (decision
// 0140). A module that needs a DOM as it loads broke every server-rendered page once; the web
// tests, in jsdom, could not see it.
const sanitizer = createSanitizer({ timeLimitMs: 5_000 });
afterAll(() => sanitizer.close());

const AGENCY_HTML =
  '<p onclick="x()" style="color:red">Our office</p><style>p{}</style><img src="/a.jpg"><img src="/b.jpg" alt="The harbour"><script>alert(1)</script>';

async function renderOnServer(html: string): Promise<string> {
  const stream = await renderToReadableStream(createElement(SafeHtml, { html }));
  await stream.allReady;
  return new Response(stream).text();
}

const { SafeHtml, sanitizeOnServerWith, forgetServerSanitized } = await import('../../../web/src/components/ui/safe-html.tsx');

describe('agency HTML on the server', () => {
  it('cannot be shown before the renderer is told how to clean it', async () => {
    await expect(renderOnServer('<p>Hi</p><script>alert(1)</script>')).rejects.toThrow(/without a DOM/);
  });

  it('is cleaned off the event loop with the rules the browser uses, into the markup the browser makes', async () => {
    let asked = 0;
    sanitizeOnServerWith((html) => {
      asked++;
      return sanitizer.display(html);
    });
    forgetServerSanitized();
    const html = await renderOnServer(AGENCY_HTML);
    expect(html).not.toMatch(/script|onclick|style/);
    expect(html).toContain('<img src="/a.jpg" alt="">');
    expect(html).toContain('alt="The harbour"');
    // The browser's SafeHtml: DOMPurify over a DOM with the same rules and hook.
    const browser = createDOMPurify(new JSDOM('').window);
    browser.addHook('afterSanitizeAttributes', decorativeImageAlt);
    const inner = /<div[^>]*>([\s\S]*)<\/div>$/.exec(html)?.[1];
    expect(inner).toBe(browser.sanitize(AGENCY_HTML, DISPLAY_HTML_RULES));
    // A render waits once for each piece of HTML, however often it goes on.
    expect(asked).toBe(1);
  });
});
