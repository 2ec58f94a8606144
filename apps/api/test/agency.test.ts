import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeDealKind, homeDealPictures, homeDealRequest, type HomeDealRequest } from '@tripfront/domain/deals/home-deal-requests';
import { CURRENCY_OPTIONS } from '@tripfront/domain/currency/countries';
import { chooseCurrency } from '@tripfront/domain/currency/rules';
import { dealLocation } from '@tripfront/domain/deals/deal-display';
import { createTestApp, makeAgency, DEMO_SEED, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
/** A 1×1 transparent PNG. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
beforeAll(async () => {
  t = await createTestApp({
    seed: {
      ...DEMO_SEED,
      agencies: [
        ...DEMO_SEED.agencies,
        makeAgency('pics', {
          agency: { logo: 'https://cdn.example/pics-logo.png', logoMobile: '', favicon: `data:image/png;base64,${PNG_1PX}` },
        }),
        makeAgency('xss', {
          about: { isEnabled: true, title: 'Hi', image: '', content: '<p onclick="steal()">Hello<script>alert(1)</script></p>' },
          faqs: {
            isEnabled: true,
            headerMessage: 'FAQ',
            questions: [{ question: 'Safe?', answer: '<p>Yes<img src=x onerror=alert(1)><script>alert(2)</script></p>' }],
          },
          agency: {
            privacyPolicy: '<h2>P</h2><img src=x onerror=alert(1)>',
            termsOfUse: '<p>Terms<script>alert(3)</script></p>',
            cruiseCancellationPolicy: '<p onmouseover="steal()">Cruise</p>',
            metaData: { title: '</title><script>x()</script>', description: '"quoted" & <b>', keywords: [] },
          },
        }),
      ],
    },
  });
});
afterAll(() => t.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) => t.call(host, { method: 'GET', url, headers });

describe('GET /api/agency', () => {
  it('returns the public agency of the host', async () => {
    const res = await get(SUNRISE, '/api/agency');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ agencyName: 'Sunrise Travel', subdomain: 'sunrise', primaryColor: '#e8590c', enableHotelsV2: true });
    expect(data.languages).toHaveLength(9);
    expect(data.bookingMenuItemOptions.map((b: { title: string }) => b.title)).toContain('Air Travel');
  });

  it('gives data: pictures as cacheable URLs of this host, which answer the same picture', async () => {
    const res = await get(SUNRISE, '/api/agency');
    const { logo, logoMobile, favicon } = res.json().data as Record<string, string>;
    for (const [field, url] of [
      ['logo', logo],
      ['logoMobile', logoMobile],
      ['favicon', favicon],
    ] as const) {
      expect(url).toMatch(new RegExp(`^/api/agency/images/${field}\\?v=[\\w-]{12}$`));
      const picture = await get(SUNRISE, url!);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
      expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(picture.headers['content-security-policy']).toContain('sandbox');
      expect(picture.body).toMatch(/^<svg /);
    }
    // The desktop and mobile logos are different pictures.
    expect((await get(SUNRISE, logo!)).body).not.toBe((await get(SUNRISE, logoMobile!)).body);
    expect(res.body).not.toContain('data:image');
    // An old version's URL still answers, but is checked again each time.
    expect((await get(SUNRISE, '/api/agency/images/logo?v=old')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps http(s) pictures as they are, decodes base64 ones, and answers 404 or 400 for what is not there', async () => {
    const { data } = (await get('pics.localhost', '/api/agency')).json();
    expect(data.logo).toBe('https://cdn.example/pics-logo.png');
    expect(data.logoMobile).toBe('');
    const page = await get('pics.localhost', '/');
    expect(page.body).toContain('<link rel="preload" as="image" href="https://cdn.example/pics-logo.png" />');
    const favicon = await t.call('pics.localhost', { method: 'GET', url: data.favicon });
    expect(favicon.headers['content-type']).toBe('image/png');
    expect(favicon.rawPayload.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
    for (const field of ['logo', 'logoMobile']) {
      const missing = await get('pics.localhost', `/api/agency/images/${field}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('This agency has no such picture.');
    }
    const unknown = await get('pics.localhost', '/api/agency/images/pricing');
    expect(unknown.statusCode).toBe(400);
  });

  it('leaves internal pricing out', async () => {
    const res = await get(SUNRISE, '/api/agency');
    expect(res.body).not.toContain('markupBasisPoints');
    expect(res.json().data.pricing).toBeUndefined();
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await get(SUNRISE, '/api/agency');
    expect(first.headers.etag).toBeTruthy();
    const again = await get(SUNRISE, '/api/agency', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('content calls of spec §7', () => {
  it('about-us answers data[0] with sanitized HTML', async () => {
    const sunrise = (await get(SUNRISE, '/api/agency/about-us')).json();
    expect(sunrise.data[0]).toMatchObject({ isEnabled: true, title: 'About Sunrise Travel' });
    expect(sunrise.data[0].content).toContain('<li>Agency prices on hotels worldwide</li>');
    const xss = (await get('xss.localhost', '/api/agency/about-us')).json();
    expect(xss.data[0].content).toBe('<p>Hello</p>');
    const agency = (await get('xss.localhost', '/api/agency')).json();
    expect(agency.data.privacyPolicy).toBe('<h2>P</h2><img src="x">');
    // Every policy text of a seeded agency is cleaned, not only the first three.
    expect(agency.data).toMatchObject({ termsOfUse: '<p>Terms</p>', cruiseCancellationPolicy: '<p>Cruise</p>' });
  });

  it('faqs answers data[0]', async () => {
    const res = (await get(SUNRISE, '/api/agency/faqs')).json();
    expect(res.data[0].headerMessage).toBe('Answers to the questions travellers ask us most');
    expect(res.data[0].questions).toHaveLength(3);
    const nordic = (await get(NORDIC, '/api/agency/faqs')).json();
    expect(nordic.data[0]).toMatchObject({ isEnabled: true, questions: [] });
  });

  it('faqs answers are sanitized when stored, not only in the browser', async () => {
    const res = await get('xss.localhost', '/api/agency/faqs');
    expect(res.json().data[0].questions[0]).toEqual({ question: 'Safe?', answer: '<p>Yes<img src="x"></p>' });
    expect(res.body).not.toMatch(/onerror|<script|alert/);
  });

  it('navigations answer agencyNavigation in order', async () => {
    const res = (await get(NORDIC, '/api/agency/navigations')).json();
    expect(res).toEqual({
      agencyNavigation: [
        { label: 'Erbjudanden', path: '/' },
        { label: 'FAQ', path: '/faqs' },
      ],
    });
  });

  it('languages answer the agency list', async () => {
    const res = (await get(NORDIC, '/api/agency/languages')).json();
    expect(res.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'da', 'no', 'sv']);
  });

  it('getCurrentPaymentGateway answers CurrentPayment', async () => {
    expect((await get(SUNRISE, '/api/getCurrentPaymentGateway')).json()).toEqual({ CurrentPayment: { gateway: 'sandbox', available: true } });
  });
});

describe('lookups', () => {
  it('/api/code lists countries with calling codes', async () => {
    const { data } = (await get(SUNRISE, '/api/code')).json();
    expect(data.length).toBeGreaterThan(200);
    expect(data).toContainEqual({ name: 'Sweden', code: 'SE', dialCode: '+46' });
  });

  it('/api/admin/country/enable and enableCurrencies answer data', async () => {
    const countries = (await get(SUNRISE, '/api/admin/country/enable')).json().data;
    expect(countries).toContainEqual({ name: 'Mexico', code: 'MX', currency: 'MXN' });
    const currencies = (await get(SUNRISE, '/api/admin/country/enableCurrencies')).json().data;
    expect(currencies.length).toBeGreaterThanOrEqual(150);
    expect(currencies[0]).toMatchObject({ name: 'United Arab Emirates', currency: 'AED' });
    expect(currencies).toContainEqual(expect.objectContaining({ code: 'US', currency: 'USD', symbol: '$', image: '/flags/us.svg' }));
  });

  it('/api/multi-currency/exchange answers USD-based rates for every picker currency, with a date', async () => {
    const res = (await get(SUNRISE, '/api/multi-currency/exchange')).json();
    expect(res.base).toBe('USD');
    expect(res.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.rates.USD).toBe(1);
    const currencies = (await get(SUNRISE, '/api/admin/country/enableCurrencies')).json().data as { currency: string }[];
    for (const c of currencies) expect(res.rates[c.currency], c.currency).toBeGreaterThan(0);
  });
});

describe('per-tenant HTML', () => {
  it('fills title, meta tags, favicon, theme colour, canonical link, lang and bootstrap', async () => {
    const res = await get(SUNRISE, '/faqs?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sunrise Travel | Hotels, Flights and Cars at Agency Prices</title>');
    expect(res.body).toContain('<meta name="description" content="Book hotels, flights, car rentals, activities, cruises and resorts with Sunrise Travel." />');
    expect(res.body).toContain('<meta name="keywords" content="hotels, flights, car rental, cruise, resorts" />');
    expect(res.body).toContain('<meta name="theme-color" content="#e8590c" />');
    expect(res.body).toContain('<link rel="canonical" href="http://sunrise.localhost:3000/faqs" />');
    expect(res.body).toMatch(/<link rel="icon" href="\/api\/agency\/images\/favicon\?v=[\w-]{12}" \/>/);
    expect(res.body).not.toContain('data:image');
    // Each screen preloads the logo it shows.
    expect(res.body).toMatch(/<link rel="preload" as="image" href="\/api\/agency\/images\/logoMobile\?v=[\w-]{12}" media="\(max-width: 767px\)" \/>/);
    expect(res.body).toMatch(/<link rel="preload" as="image" href="\/api\/agency\/images\/logo\?v=[\w-]{12}" media="\(min-width: 768px\)" \/>/);
    expect(res.body).toContain('<html lang="en"');
    const boot = JSON.parse(/<script id="tf-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body)![1]!);
    expect(boot.agency.agencyName).toBe('Sunrise Travel');
    expect(boot.user).toBeNull();
  });

  it('defaults the title to the agency name and uses the default language', async () => {
    const res = await get(NORDIC, '/');
    expect(res.body).toContain('<title>Nordlys Reiser Online Hotel, Flight, Car Booking Agency</title>');
    expect(res.body).toContain('<html lang="sv"');
  });

  it('escapes agency text in the head and in the bootstrap', async () => {
    const res = await get('xss.localhost', '/');
    expect(res.body).not.toContain('<script>x()</script>');
    expect(res.body).toContain('<title>&#60;/title&#62;&#60;script&#62;x()&#60;/script&#62;</title>');
    expect(res.body).toContain('content="&#34;quoted&#34; &#38; &#60;b&#62;"');
  });

  it("inlines what the header asks for on every page: the agency's menu and the exchange rates", async () => {
    for (const host of [SUNRISE, NORDIC]) {
      const page = await get(host, '/faqs');
      const boot = JSON.parse(/<script id="tf-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!);
      const menu = (await get(host, '/api/agency/navigations')).json();
      expect(menu.agencyNavigation.length, host).toBeGreaterThan(0);
      expect(boot.navigations, host).toEqual(menu.agencyNavigation);
      expect(boot.exchangeRates).toEqual((await get(host, '/api/multi-currency/exchange')).json());
    }
  });

  it("preloads the pictures of the home page's first deal row: those the browser's own search then shows", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="image" href="(\/img\/deals\/[^"]+)"(?: media="([^"]+)"| (fetchpriority="high"))? \/>/g)].map((m) => [
        m[1],
        m[2] ?? m[3] ?? null,
      ]);
    // The search a visitor's browser makes when it cannot place them (web: useCarouselDeals).
    const browserSearch = async (host: string, kind: 'hotels' | 'cars') => {
      const agency = (await get(host, '/api/agency')).json().data;
      const currency = chooseCurrency({
        pathname: '/',
        stored: null,
        queryCurrency: null,
        queryCode: null,
        geoCountryCode: null,
        agencyDefaultCountry: agency.defaultCountry,
        options: CURRENCY_OPTIONS,
      }).option.currency;
      const location = dealLocation({ position: null, defaultCountry: agency.defaultCountry });
      const disallowSameDayBooking = agency.disallowSameDayBooking[kind === 'cars' ? 'car' : 'hotel'];
      const dealKind = homeDealKind(kind, agency.enableHotelsV2);
      const request: HomeDealRequest = homeDealRequest(dealKind, { location, currency, disallowSameDayBooking }, new Date());
      const answer = (await t.call(host, { method: request.method, url: request.path, ...(request.body ? { payload: request.body as object } : {}) })).json();
      // The pictures the web app's cards show (deal-cards.ts reads them with dealPicture).
      return homeDealPictures(dealKind, answer);
    };
    // The first card's picture, the largest paint on a phone, is fetched first.
    const row = (pictures: string[]) => [
      [pictures[0], 'fetchpriority="high"'],
      [pictures[1], '(min-width: 600px)'],
      [pictures[2], '(min-width: 1024px)'],
      [pictures[3], '(min-width: 1024px)'],
    ];
    for (const host of [SUNRISE, NORDIC]) {
      const pictures = await browserSearch(host, 'hotels');
      expect(pictures.length, host).toBeGreaterThanOrEqual(4);
      expect(preloads((await get(host, '/')).body), host).toEqual(row(pictures));
    }
    // The tab in the address is the row shown; a promo tab and other pages preload no deal pictures.
    expect(preloads((await get(SUNRISE, '/?tab=Car%20Rentals')).body)).toEqual(row(await browserSearch(SUNRISE, 'cars')));
    expect(preloads((await get(SUNRISE, '/?tab=Air%20Travel')).body)).toEqual([]);
    expect(preloads((await get(SUNRISE, '/faqs')).body)).toEqual([]);
  });

  it('includes the signed-in user in the bootstrap', async () => {
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const res = await t.call(SUNRISE, { method: 'GET', url: '/', cookies: { 'x-access-token': token } });
    const boot = JSON.parse(/<script id="tf-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body)![1]!);
    expect(boot.user.personal_info.email).toBe('traveller@sunrise-travel.example');
  });

  it('serves per-tenant robots.txt and sitemap.xml', async () => {
    // Absolute URLs name the canonical origin (first seed host, PUBLIC_PORT = PORT in tests), not the request Host.
    const robots = await get(NORDIC, '/robots.txt');
    expect(robots.body).toContain('Sitemap: http://nordic.localhost:3000/sitemap.xml');
    const sitemap = (await get(NORDIC, '/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://nordic.localhost:3000/faqs</loc>');
    expect(sitemap).toContain('<loc>http://nordic.localhost:3000/booknow/cars</loc>');
    expect(sitemap).not.toContain('/about');
    expect(sitemap).not.toContain('/booknow/flights');
  });
});

describe('OpenAPI', () => {
  it('documents every API route from its schema', async () => {
    const doc = (await get(SUNRISE, '/api/docs/json')).json();
    for (const p of [
      '/api/agency',
      '/api/agency/about-us',
      '/api/agency/faqs',
      '/api/agency/navigations',
      '/api/agency/languages',
      '/api/agency/business-info',
      '/api/getCurrentPaymentGateway',
      '/api/code',
      '/api/admin/country/enable',
      '/api/admin/country/enableCurrencies',
      '/api/multi-currency/exchange',
      '/api/user/login',
      '/api/user/me',
      '/api/user/logout',
      '/api/user/changeLanguage/{language}',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(doc.paths['/api/user/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('serves the browsable docs at /api/docs', async () => {
    const res = await get(SUNRISE, '/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
