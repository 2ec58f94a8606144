import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The server's renderer (apps/web/src/entry-server.tsx, decision 0059) loads the web app's modules
// in Node, where there is no DOM, and only then hands SafeHtml a window (jsdom) to sanitise with.
// A module that needs a DOM as it loads broke every server-rendered page once; the web tests, in
// jsdom, could not see it.
describe('agency HTML on the server', () => {
  it('loads without a DOM, then sanitises over the window it is given as the browser does', async () => {
    const { SafeHtml, sanitizeWithWindow } = await import('../../../web/src/components/ui/safe-html.tsx');
    sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);
    const html = renderToString(
      createElement(SafeHtml, { html: '<p onclick="x()">Our office</p><img src="/a.jpg"><img src="/b.jpg" alt="The harbour"><script>alert(1)</script>' }),
    );
    expect(html).not.toMatch(/script|onclick/);
    expect(html).toContain('<img src="/a.jpg" alt="">');
    expect(html).toContain('alt="The harbour"');
  });
});
