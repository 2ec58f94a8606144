import http from 'node:http';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { appReady, assertNoConsoleErrors, getAsHost, newPage, openBrowser, url } from '../support.ts';
import { day } from '../dates.ts';
import { appText, HOSTS, watchHydration } from './helpers.ts';

/**
 * Server rendering of the public pages (issue #20, decision 0059): what the HTML carries before
 * any script runs, hydration without a mismatch or a second request, pages readable without
 * JavaScript, and the visitor page's HTTP caching.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

function request(
  host: string,
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: inject('e2ePort'), path: pathname, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
      });
    });
    req.on('error', reject);
  });
}

describe("the public pages' HTML, before any script runs", () => {
  it("the home page carries the agency's title, the header and the first deal row with the visitor's prices", async () => {
    const { status, body } = await getAsHost(HOSTS.nordic, '/');
    expect(status).toBe(200);
    expect(body).toMatch(/<title>Nordlys Reiser[^<]*<\/title>/);
    expect(body).toMatch(/<html lang="sv"/);
    // Branded from the first paint: the theme variables the app would set, on the root element.
    expect(body).toMatch(/<html [^>]*style="[^"]*--tf-primary: #ffd43b;[^"]*--tf-primary-fg: #000000/);
    const text = appText(body);
    // The header: logo link and menu; the hero; the deals section in the agency's language.
    expect(body).toContain('<header class="tf-header"');
    expect(text).toContain('Nordlys Reiser');
    // The first row: four hotel cards, each with a total price in the agency's currency (SEK).
    const cards = body.match(/data-deal-card="hotels"/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    const totals = [...body.matchAll(/<span class="tf-deal-price__total">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(totals.length).toBeGreaterThanOrEqual(4);
    // Swedish grouping and comma; a whole amount has no decimals (spec §9, roundPrice), which the day's prices may give.
    for (const total of totals) expect(total).toMatch(/^kr\s[\d\s\u00a0\u202f]+(,\d{2})?$/);
    // The answers the page shows travel with it, for hydration without asking again.
    expect(body).toMatch(/<script id="tf-bootstrap" type="application\/json">[^<]*"ssr":\{"lang":"sv"/);
    // No inline script besides the page's one hashed script (the CSP forbids the rest).
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)];
    expect(inline).toHaveLength(1);
  });

  it('the FAQ page carries its questions; About and the legal pages their text', async () => {
    const faqs = await getAsHost(HOSTS.sunrise, '/faqs');
    expect(faqs.status).toBe(200);
    const faqText = appText(faqs.body);
    expect(faqText).toContain('Frequently asked questions');
    for (const question of ['How do I change a booking?', 'Which currencies can I pay in?', 'Is my payment secure?']) expect(faqText).toContain(question);
    const about = appText((await getAsHost(HOSTS.sunrise, '/about')).body);
    expect(about).toContain('About Sunrise Travel');
    const privacy = appText((await getAsHost(HOSTS.sunrise, '/privacy-policy')).body);
    expect(privacy).toContain('We keep your booking data only as long as the law requires.');
  });

  it('a language chosen by cookie is the language of the HTML', async () => {
    const { body } = await request(HOSTS.sunrise, '/', { cookie: 'pll_language=ar' });
    expect(body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(appText(body)).toContain('عروضنا');
  });

  it("a visitor's page has an ETag: asked again with it, the answer is 304 without a body", async () => {
    const first = await request(HOSTS.sunrise, '/faqs', {});
    expect(first.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=60');
    expect(first.headers.vary).toMatch(/cookie/);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request(HOSTS.sunrise, '/faqs', { 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const other = await request(HOSTS.sunrise, '/faqs', { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
  });

  it("a visitor's page goes out compressed at once, and smaller once the best compression is made off the request path", async () => {
    // A page no other test asks for compressed: Nordlys's FAQ in German.
    const ask = () => request(HOSTS.nordic, '/faqs?lng=de', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const first = await ask();
    expect(first.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(first.raw).toString();
    expect(html).toContain('<html lang="de"');
    let later = first;
    for (let i = 0; i < 60 && later.raw.length >= first.raw.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      later = await ask();
    }
    expect(later.raw.length).toBeLessThan(first.raw.length);
    expect(zlib.brotliDecompressSync(later.raw).toString()).toBe(html);
    expect(later.headers.etag).toBe(first.headers.etag);
  });

  it('the analytics banner is part of the first paint where the agency asks, and hidden before the app runs once answered', async () => {
    // Sunrise asks before its analytics load: the banner is in the HTML (the largest text of the
    // first paint on a phone), not added seconds later by the app. Nordlys loads none: no banner.
    expect((await getAsHost(HOSTS.sunrise, '/')).body).toContain('<section class="tf-consent"');
    expect((await getAsHost(HOSTS.nordic, '/')).body).not.toContain('<section class="tf-consent"');
    // A visitor who answered: the page's script marks it before the app's code has even arrived.
    const { context, page } = await newPage(browser, { analyticsConsent: 'denied' });
    await page.route(/\/assets\/index-[^/]+\.js$/, () => new Promise(() => undefined));
    await page.goto(url(HOSTS.sunrise, '/'), { waitUntil: 'load' });
    expect(await page.locator('.tf-consent').count()).toBe(1);
    expect(await page.locator('.tf-consent').isVisible()).toBe(false);
    await context.close();
  });

  it('the first frame holds the whole main area, even when the HTML stalls half-way: nothing painted moves as the rest comes', async () => {
    // Chrome paints a page the parser is half-way through (a slow link, or a busy phone's parser
    // yielding); the dates button then grew and the header's tools widened as the rest arrived:
    // layout shifts on a complete page (decision 0153). A proxy sends the home page's HTML up to
    // the search form's dates, then the rest a second later.
    const STALL_MS = 1_000;
    const proxy = http.createServer((req, res) => {
      const upstream = http.request(
        { host: '127.0.0.1', port: inject('e2ePort'), path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
        (answer) => {
          if (req.url !== '/?stalled') {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            const cut = html.indexOf('<fieldset class="tf-dates"');
            const { 'content-length': _length, etag: _etag, ...headers } = answer.headers;
            res.writeHead(answer.statusCode ?? 502, headers);
            res.write(html.slice(0, cut));
            setTimeout(() => res.end(html.slice(cut)), STALL_MS);
          });
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as { port: number };
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          signUp: text('.tf-auth-buttons .tf-button--primary'),
          dates: text('[data-testid="date-summary"]'),
        };
      });
    });
    try {
      await page.goto(`http://${HOSTS.sunrise}:${port}/?stalled`, { waitUntil: 'load' });
      expect(await page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame)).toEqual({
        signUp: 'Sign Up',
        dates: 'Select date | Select date',
      });
    } finally {
      await context.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('the renderer itself is not served', async () => {
    expect((await getAsHost(HOSTS.sunrise, '/.server/entry-server.cjs')).status).toBe(404);
  });
});

/**
 * The search form of each product Sunrise offers (all six; hotels in their v2 version): its page,
 * its form's name and some of the names its fields are sent by (decision 0129).
 */
const SEARCH_FORMS = [
  ['hotels', '/booknow/hotels/v2', 'Hotels', ['destination', 'checkin_date', 'checkout_date']],
  ['flights', '/booknow/flights', 'Air Travel', ['from', 'to', 'depart_date', 'return_date']],
  ['resorts', '/booknow/resort', 'Resorts', ['place', 'checkin_date', 'checkout_date']],
  ['cars', '/booknow/cars', 'Car Rentals', ['pickup', 'pickup_date', 'dropoff_date']],
  ['activities', '/booknow/activities', 'Activities', ['destination', 'start_date', 'end_date']],
  ['cruise', '/booknow/cruise', 'Cruise', ['shipLine', 'month']],
] as const;

/** The opening tag of the form named `name` in a page's HTML. */
function formTag(html: string, name: string): string {
  const tag = new RegExp(`<form [^>]*aria-label="${name}"[^>]*>`).exec(html)?.[0];
  expect(tag, name).toBeDefined();
  return tag ?? '';
}

describe('the search forms, sign-in and sign-up, before any script runs (decision 0129)', () => {
  it("each product's search form is in its page's HTML: a GET form to /search/{service} with the search's fields", async () => {
    for (const [service, pathname, name, fields] of SEARCH_FORMS) {
      const { status, headers, body } = await request(HOSTS.sunrise, pathname, {});
      expect(status, pathname).toBe(200);
      expect(headers['cache-control'], pathname).toBe('public, max-age=0, stale-while-revalidate=60');
      expect(body, pathname).toMatch(/"ssr":\{"lang":"en"/);
      const form = formTag(body, `${name} search`);
      expect(form).toContain('method="get"');
      expect(form).toContain(`action="/search/${service}"`);
      for (const field of fields) expect(body, `${pathname} ${field}`).toContain(`name="${field}"`);
    }
    // Choices start as the app starts them, and a form sent without it sends them: a car's 10:00
    // pick-up and a 25-year-old driver, a flight's round trip in economy.
    const cars = (await request(HOSTS.sunrise, '/booknow/cars', {})).body;
    expect(cars).toContain('<option selected="">10:00</option>');
    expect(cars).toContain('<option value="25" selected="">25</option>');
    const flights = (await request(HOSTS.sunrise, '/booknow/flights', {})).body;
    const checked = [...flights.matchAll(/<input type="radio"[^>]*>/g)]
      .filter(([tag]) => tag.includes('checked=""'))
      .map(([tag]) => /value="([^"]+)"/.exec(tag)?.[1]);
    expect(checked).toEqual(['roundtrip']);
    expect(flights).toContain('<option value="economy" selected="">');
    // The rooms and guests button opens its panel with the app only: it waits for it, as a details page's action does.
    const hotels = (await request(HOSTS.sunrise, '/booknow/hotels/v2', {})).body;
    expect(hotels).toMatch(/<button type="button" class="tf-disclosure__button"[^>]*\sdisabled=""/);
    // In the language the visitor chose, right to left.
    const arabic = await request(HOSTS.sunrise, '/booknow/cars', { cookie: 'pll_language=ar' });
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic.body).toMatch(/"ssr":\{"lang":"ar"/);
    expect(arabic.body).toMatch(/<form [^>]*action="\/search\/cars"/);
  });

  it('the other version of a form redirects, a product the agency does not offer is left to the browser, a form sent back shows what was typed', async () => {
    // Sunrise uses hotels v2: the router would go there at once; the server does.
    const v1 = await request(HOSTS.sunrise, '/booknow/hotels?destination=Rome', {});
    expect(v1.status).toBe(302);
    expect(v1.headers.location).toBe('/booknow/hotels/v2?destination=Rome');
    // Nordlys offers no flights: the page is the browser's, as before.
    const off = await request(HOSTS.nordic, '/booknow/flights', {});
    expect(off.status).toBe(200);
    expect(off.body).toContain('<div id="root"></div>');
    expect(off.body).not.toContain('"ssr":');
    // A search sent back to its form (decision 0061): rendered for this request alone, with what was typed.
    const back = await request(HOSTS.nordic, `/booknow/cars?pickup=Qwxzyv&pickup_date=${day(10)}&lng=en`, {});
    expect(back.status).toBe(200);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.body).toMatch(/<input [^>]*name="pickup"[^>]*value="Qwxzyv"/);
    expect(back.body).toContain(`value="${day(10)}"`);
  });

  it('sign-in and sign-up are in their HTML with their labelled fields; their buttons wait for the app', async () => {
    const login = await request(HOSTS.sunrise, '/login', {});
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=60');
    expect(login.body).toMatch(/<h1>Log In<\/h1>/);
    expect(login.body).toContain('<label for="login-email">Email</label>');
    expect(login.body).toContain('<label for="login-password">Password</label>');
    // Sent by the app only (never a password in an address): POST, and disabled until the app runs.
    expect(login.body).toMatch(/<form class="tf-login__form"[^>]* method="post"/);
    expect(login.body).toMatch(/<button type="submit" [^>]*disabled=""[^>]*>Log In<\/button>/);
    const signup = await request(HOSTS.sunrise, '/signup', { cookie: 'pll_language=ar' });
    expect(signup.body).toMatch(/<html lang="ar" dir="rtl"/);
    for (const id of ['signup-first-name', 'signup-last-name', 'signup-email', 'signup-password', 'signup-confirm'])
      expect(signup.body, id).toMatch(new RegExp(`<label for="${id}">[^<]+</label>`));
    expect(signup.body).toMatch(/<form [^>]*method="post"/);
    // The redirect travels on in the links: rendered for this request alone.
    const onward = await request(HOSTS.sunrise, '/login?redirect=%2Ffaqs', {});
    expect(onward.headers['cache-control']).toBe('no-store');
    expect(onward.body).toContain('href="/signup?redirect=%2Ffaqs"');
  });
});

describe('hydration', () => {
  it.each([
    [HOSTS.nordic, '/'],
    [HOSTS.sunrise, '/'],
    [HOSTS.sunrise, '/faqs'],
    [HOSTS.sunrise, '/about'],
    [HOSTS.sunrise, '/privacy-policy'],
  ])('%s%s hydrates the server-rendered page: no mismatch, no second request for what the HTML carries', async (host, pathname) => {
    const { context, page } = await newPage(browser);
    const hydration = await watchHydration(page, '#main > *');
    const asked: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/agency\/faqs|\/api\/agency\/about|\/hotel-api\/|\/api\/v2\/hotel\/|hotel-search|\/deals/.test(req.url()) && req.resourceType() === 'fetch')
        asked.push(req.url());
    });
    await page.goto(url(host, pathname), { waitUntil: 'networkidle' });
    // Hydrated: the app runs (a link navigates in the page) and kept the server's elements.
    expect(await hydration.kept()).toBe(true);
    expect(hydration.warnings).toEqual([]);
    expect(asked).toEqual([]);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it.each([
    ['the search forms', [...SEARCH_FORMS.map(([, pathname]) => pathname), '/booknow/resort?lng=ar', '/booknow/flights?lng=ar', '/booknow/cruise?lng=ar']],
    ['sign-in and sign-up', ['/login', '/signup', '/login?lng=ar', '/signup?lng=ar']],
  ])('%s hydrate in English and Arabic: no mismatch, no console error (decision 0129)', async (_, pathnames) => {
    const { context, page } = await newPage(browser);
    const hydration = await watchHydration(page, '#main > *');
    for (const pathname of pathnames) {
      await page.goto(url(HOSTS.sunrise, pathname));
      await appReady(page);
      expect(await hydration.kept(), pathname).toBe(true);
      // Hydrated, the guests buttons answer a tap.
      for (const button of await page.locator('.tf-disclosure__button').all()) expect(await button.isEnabled(), pathname).toBe(true);
    }
    expect(hydration.warnings).toEqual([]);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('the Intl warm-up runs in a worker from the site itself, which the page is allowed to start', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url(HOSTS.sunrise, '/faqs'), { waitUntil: 'networkidle' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const worker = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === '/intl-warm.js')
        .map((e) => (e as PerformanceResourceTiming).responseStatus),
    );
    expect(worker).toEqual([200]);
    // A policy that refused the worker would log a violation here.
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('after hydration the home page works: a deal tab shows its row', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url(HOSTS.sunrise, '/'), { waitUntil: 'networkidle' });
    await page.locator('#exclusive-deals').getByRole('tab', { name: 'Car Rentals' }).click();
    await page.locator('[data-deal-card="cars"]').first().waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('the home, FAQ, About and privacy pages are readable, with the header and footer', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    for (const [pathname, text] of [
      ['/', 'Sunrise Travel'],
      ['/faqs', 'Which currencies can I pay in?'],
      ['/about', 'About Sunrise Travel'],
      ['/privacy-policy', 'We keep your booking data only as long as the law requires.'],
    ] as const) {
      await page.goto(url(HOSTS.sunrise, pathname));
      expect(await page.getByText(text, { exact: false }).first().isVisible(), pathname).toBe(true);
      // The header and footer are there too.
      expect(await page.locator('header.tf-header').isVisible(), pathname).toBe(true);
      expect(await page.locator('footer').first().isVisible(), pathname).toBe(true);
    }
    await context.close();
  });

  it('an FAQ question opens by tap or keyboard and closes the one open before (decision 0142)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(url(HOSTS.sunrise, '/faqs'));
    const answer = (text: string) => page.getByText(text, { exact: false });
    const question = (name: string) => page.getByRole('heading', { level: 2, name });
    expect(await answer('you are charged in the currency shown at checkout').isVisible()).toBe(false);
    await question('Which currencies can I pay in?').click();
    expect(await answer('you are charged in the currency shown at checkout').isVisible()).toBe(true);
    // By keyboard: the next question opens, the first closes.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await answer('never touch our servers').isVisible()).toBe(true);
    expect(await answer('you are charged in the currency shown at checkout').isVisible()).toBe(false);
    await page.keyboard.press('Space');
    expect(await answer('never touch our servers').isVisible()).toBe(false);
    await context.close();
  });

  it("a product's search form submits its search, and sign-in shows its labelled fields (decision 0129)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(HOSTS.sunrise, '/booknow/activities?lng=en'));
    const form = page.getByRole('form', { name: 'Activities search' });
    await form.getByRole('combobox', { name: 'Destination' }).fill('par');
    await form.getByLabel('From').fill(day(10));
    await form.getByLabel('Until').fill(day(12));
    await form.getByRole('button', { name: 'Search' }).click();
    // The results address the app's own submit opens (searchUrl), the place looked up.
    await page.waitForURL((u) => u.pathname === '/booknow/activities/search');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({ start_date: day(10), end_date: day(12) });
    expect(query.destination).toMatch(/^Paris/);
    await page.goto(url(HOSTS.sunrise, '/login?lng=en'));
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log In' }).isDisabled()).toBe(true);
    await context.close();
  });
});
