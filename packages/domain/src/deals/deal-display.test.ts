import { describe, expect, it } from 'vitest';
import {
  cardsPerView,
  dealAction,
  dealLocation,
  groupIntoRows,
  hotelV2DealHref,
  isCarouselService,
  priceRowCapacity,
  priceRowsFor,
  wrapIndex,
  type DealViewer,
  type HotelV2Rate,
  type PriceRows,
} from './deal-display.ts';
import type { DealRates } from './deal-answers.ts';

const v1 = (overrides: Partial<DealRates> = {}): DealRates => ({
  discountPercentage: 25,
  publishedRate: 400,
  totalRate: 300,
  savedPrice: 100,
  baseRate: 260,
  taxAndFee: 40,
  currency: 'USD',
  ...overrides,
});
const v1Agent = (overrides: Partial<DealRates> = {}) => v1({ wholesaleRate: 270, agencyMarkup: 30, ...overrides });

const v2 = (overrides: Partial<HotelV2Rate> = {}): HotelV2Rate => ({
  recommended_selling_price: 250,
  total_rate: 200,
  saved_price: 50,
  base_rate: 180,
  tax_and_fees: 20,
  currency: 'EUR',
  ...overrides,
});

const visitor: DealViewer = { signedIn: false, isTravelAgent: false, isRestrictedAgent: false, allowNonLoginFlow: false };
const openVisitor: DealViewer = { ...visitor, allowNonLoginFlow: true };
const traveller: DealViewer = { ...visitor, signedIn: true };
const agent: DealViewer = { ...traveller, isTravelAgent: true };
const restricted: DealViewer = { ...agent, isRestrictedAgent: true };

type Expected = Omit<PriceRows, 'currency'>;

describe('priceRowsFor (spec §5, §6)', () => {
  it.each<[string, DealViewer, DealRates, Expected]>([
    [
      'visitor, login required: no price rows, Reveal Price, "Log In to save up to"',
      visitor,
      v1Agent(),
      {
        showPrices: false,
        total: null,
        retail: null,
        wholesale: null,
        markup: null,
        saved: { text: 'logInToSave', amount: 100 },
        discountPercent: null,
        action: 'revealPrice',
      },
    ],
    [
      'visitor, non-login flow: traveller price without strikethrough or badge, View Deal',
      openVisitor,
      v1(),
      {
        showPrices: true,
        total: 300,
        retail: null,
        wholesale: null,
        markup: null,
        saved: { text: 'logInToSave', amount: 100 },
        discountPercent: null,
        action: 'viewDeal',
      },
    ],
    [
      'traveller: retail strikethrough, price, Saved, OFF badge',
      traveller,
      v1(),
      {
        showPrices: true,
        total: 300,
        retail: 400,
        wholesale: null,
        markup: null,
        saved: { text: 'saved', amount: 100 },
        discountPercent: 25,
        action: 'viewDeal',
      },
    ],
    [
      'traveller never sees agent rows even if an answer carried them',
      traveller,
      v1Agent(),
      {
        showPrices: true,
        total: 300,
        retail: 400,
        wholesale: null,
        markup: null,
        saved: { text: 'saved', amount: 100 },
        discountPercent: 25,
        action: 'viewDeal',
      },
    ],
    [
      'unrestricted agent: plus Wholesale Rate and Agency Markup',
      agent,
      v1Agent(),
      { showPrices: true, total: 300, retail: 400, wholesale: 270, markup: 30, saved: { text: 'saved', amount: 100 }, discountPercent: 25, action: 'viewDeal' },
    ],
    [
      'agent whose answer lacks the agent amounts: rows hidden rather than shown empty',
      agent,
      v1(),
      {
        showPrices: true,
        total: 300,
        retail: 400,
        wholesale: null,
        markup: null,
        saved: { text: 'saved', amount: 100 },
        discountPercent: 25,
        action: 'viewDeal',
      },
    ],
    [
      'restricted agent: no Wholesale Rate or Agency Markup',
      restricted,
      v1Agent(),
      {
        showPrices: true,
        total: 300,
        retail: 400,
        wholesale: null,
        markup: null,
        saved: { text: 'saved', amount: 100 },
        discountPercent: 25,
        action: 'viewDeal',
      },
    ],
    [
      'saved amount rounding to 0 hides the Saved text; no discount, no badge',
      traveller,
      v1({ savedPrice: 0.49, discountPercentage: 0, publishedRate: 300.49 }),
      { showPrices: true, total: 300, retail: 300.49, wholesale: null, markup: null, saved: null, discountPercent: null, action: 'viewDeal' },
    ],
    [
      'saved amount rounding to 1 shows',
      traveller,
      v1({ savedPrice: 0.5, discountPercentage: 0 }),
      {
        showPrices: true,
        total: 300,
        retail: 400,
        wholesale: null,
        markup: null,
        saved: { text: 'saved', amount: 0.5 },
        discountPercent: null,
        action: 'viewDeal',
      },
    ],
    [
      'visitor: a saved amount rounding to 0 hides "Log In to save up to" too',
      visitor,
      v1({ savedPrice: 0.2 }),
      { showPrices: false, total: null, retail: null, wholesale: null, markup: null, saved: null, discountPercent: null, action: 'revealPrice' },
    ],
  ])('v1 — %s', (_name, viewer, rates, expected) => {
    expect(priceRowsFor({ ...viewer, version: 'v1', rates })).toEqual({ currency: 'USD', ...expected });
  });

  it.each<[string, DealViewer, HotelV2Rate, Pick<PriceRows, 'retail' | 'total' | 'discountPercent' | 'wholesale' | 'markup' | 'saved'>]>([
    [
      'traveller, recommended above total: strikethrough and a computed badge',
      traveller,
      v2(),
      { total: 200, retail: 250, discountPercent: 20, wholesale: null, markup: null, saved: { text: 'saved', amount: 50 } },
    ],
    [
      'traveller, recommended equal to total: no strikethrough',
      traveller,
      v2({ recommended_selling_price: 200, saved_price: 0 }),
      { total: 200, retail: null, discountPercent: null, wholesale: null, markup: null, saved: null },
    ],
    [
      'traveller, recommended below total: no strikethrough',
      traveller,
      v2({ recommended_selling_price: 190, saved_price: 0 }),
      { total: 200, retail: null, discountPercent: null, wholesale: null, markup: null, saved: null },
    ],
    [
      'agent reads the v2 agent fields',
      agent,
      v2({ wholesale_rate: 185, agency_markup: 15 }),
      { total: 200, retail: 250, discountPercent: 20, wholesale: 185, markup: 15, saved: { text: 'saved', amount: 50 } },
    ],
    [
      'restricted agent: no agent rows',
      restricted,
      v2({ wholesale_rate: 185, agency_markup: 15 }),
      { total: 200, retail: 250, discountPercent: 20, wholesale: null, markup: null, saved: { text: 'saved', amount: 50 } },
    ],
    [
      'non-login visitor: price, no strikethrough even when recommended is higher',
      openVisitor,
      v2(),
      { total: 200, retail: null, discountPercent: null, wholesale: null, markup: null, saved: { text: 'logInToSave', amount: 50 } },
    ],
    [
      'a saving of half a percent shows 1 % off (half up)',
      traveller,
      v2({ recommended_selling_price: 200, total_rate: 199, saved_price: 1 }),
      { total: 199, retail: 200, discountPercent: 1, wholesale: null, markup: null, saved: { text: 'saved', amount: 1 } },
    ],
    [
      'a saving that rounds to 0 shows neither badge nor saving',
      traveller,
      v2({ recommended_selling_price: 200.49, total_rate: 200, saved_price: 0.49 }),
      { total: 200, retail: 200.49, discountPercent: null, wholesale: null, markup: null, saved: null },
    ],
  ])('v2 — %s', (_name, viewer, rates, expected) => {
    const rows = priceRowsFor({ ...viewer, version: 'v2', rates });
    expect(rows.currency).toBe('EUR');
    expect(rows).toMatchObject(expected);
  });
});

describe('priceRowCapacity', () => {
  it.each([
    ['visitor', visitor, 0],
    ['visitor, non-login flow', openVisitor, 1],
    ['traveller', traveller, 2],
    ['agent', agent, 4],
    ['restricted agent', restricted, 2],
  ] as const)('%s: %i rows, the most priceRowsFor shows', (_name, viewer, capacity) => {
    expect(priceRowCapacity(viewer)).toBe(capacity);
    const rows = priceRowsFor({ ...viewer, version: 'v1', rates: v1Agent() });
    expect([rows.retail, rows.wholesale, rows.markup, rows.total].filter((row) => row !== null)).toHaveLength(capacity);
  });
});

describe('dealAction and links', () => {
  it.each([
    [false, false, 'revealPrice'],
    [false, true, 'viewDeal'],
    [true, false, 'viewDeal'],
    [true, true, 'viewDeal'],
  ] as const)('signedIn %s, allowNonLoginFlow %s → %s', (signedIn, allowNonLoginFlow, action) => {
    expect(dealAction({ signedIn, allowNonLoginFlow })).toBe(action);
  });

  it('links a v2 hotel to the v2 details page with the stay of the deal search', () => {
    expect(hotelV2DealHref({ propertyId: 'h-1 2', checkIn: '2026-08-01T11:00:00', checkOut: '2026-08-02T11:00:00', latitude: 40.71, longitude: -74.01 })).toBe(
      '/booknow/hotels/v2/details?id=h-1+2&checkin_date=2026-08-01&checkout_date=2026-08-02&lat=40.71&long=-74.01&isFromDeal=true',
    );
  });

  it.each([
    ['hotels', true],
    ['cars', true],
    ['activities', true],
    ['flights', false],
    ['cruise', false],
    ['resorts', false],
  ] as const)('%s shows a carousel: %s', (service, expected) => {
    expect(isCarouselService(service)).toBe(expected);
  });
});

describe('carousel rules (spec §4, §9)', () => {
  it.each([
    [1440, 4],
    [1024, 4],
    [1023, 2],
    [768, 2],
    [600, 2],
    [599, 1],
    [375, 1],
    [0, 1],
  ])('%i px wide shows %i cards', (width, count) => {
    expect(cardsPerView(width)).toBe(count);
  });

  it.each([
    [0, 4, []],
    [3, 4, [[0, 1, 2]]],
    [4, 4, [[0, 1, 2, 3]]],
    [
      6,
      4,
      [
        [0, 1, 2, 3],
        [4, 5],
      ],
    ],
    [9, 4, [[0, 1, 2, 3], [4, 5, 6, 7], [8]]],
    [3, 1, [[0], [1], [2]]],
  ])('%i cards in rows of %i', (count, size, rows) => {
    expect(
      groupIntoRows(
        Array.from({ length: count }, (_, i) => i),
        size,
      ),
    ).toEqual(rows);
  });

  it('refuses a row size below 1', () => {
    expect(() => groupIntoRows([1], 0)).toThrow(RangeError);
  });

  it.each([
    [-1, 3, 2, 'previous on the first wraps to the last'],
    [3, 3, 0, 'next on the last wraps to the first'],
    [1, 3, 1, 'inside the range stays'],
    [-4, 3, 2, 'far before wraps around'],
    [0, 1, 0, 'a single page stays'],
    [1, 0, 0, 'no page at all'],
  ])('wrapIndex(%i, %i) = %i: %s', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('dealLocation', () => {
  it.each([
    [{ latitude: 48.13743, longitude: 11.57549 }, 'DE', { latitude: 48.14, longitude: 11.58, countryCode: 'DE' }],
    [null, 'US', { latitude: 40.7128, longitude: -74.006, countryCode: 'US' }],
    [null, 'SE', { latitude: 59.3293, longitude: 18.0686, countryCode: 'SE' }],
    [null, 'de', { latitude: 52.52, longitude: 13.405, countryCode: 'DE' }],
    [null, 'IN', { latitude: 28.6139, longitude: 77.209, countryCode: 'IN' }],
    [null, 'FR', { latitude: 48.8566, longitude: 2.3522, countryCode: 'FR' }],
    [null, 'GB', { latitude: 51.5074, longitude: -0.1278, countryCode: 'GB' }],
    [null, 'ZZ', { latitude: 40.7128, longitude: -74.006, countryCode: 'US' }],
    [{ latitude: Number.NaN, longitude: 3 }, 'SE', { latitude: 59.3293, longitude: 18.0686, countryCode: 'SE' }],
  ])('position %j, default country %s → %j', (position, defaultCountry, expected) => {
    expect(dealLocation({ position, defaultCountry })).toEqual(expected);
  });
});
