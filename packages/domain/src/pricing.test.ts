import { describe, expect, it } from 'vitest';
import { makeNavUser } from './navigation/test-factories.ts';
import { activityDealSchema, carDealSchema, hotelDealV1Schema, hotelDealV2Schema } from './deals/deal-answers.ts';
import type { ActivityOffer, CarOffer, HotelOffer, SupplierRate } from './inventory.ts';
import {
  answerAmount,
  buildActivityDeal,
  buildCarDeal,
  buildHotelDealV1,
  buildHotelDealV2,
  convertMoney,
  dealPrices,
  discountPercentage,
  seesAgentPrices,
  fixedMarkupSource,
  markupMinor,
  markupRuleFor,
  percentMarkupMinor,
  savedMinor,
} from './pricing.ts';
import type { PricedItem, PricingContext } from './pricing.ts';
import type { MarkupRule, PricingSettings } from './agency.ts';

const RATES = { EUR: 0.92, GBP: 0.79, JPY: 150.25, KWD: 0.307 };
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const makeRate = (o: Partial<Record<keyof SupplierRate, number>> = {}): SupplierRate => ({
  wholesaleBase: usd(o.wholesaleBase ?? 10_000),
  taxesAndFees: usd(o.taxesAndFees ?? 1_500),
  publishedRate: usd(o.publishedRate ?? 15_000),
  recommendedSellingPrice: usd(o.recommendedSellingPrice ?? 12_000),
});
const DEFAULT_PRICING: PricingSettings = { markupBasisPoints: 1200, rules: [] };
const makeCtx = (o: Partial<PricingContext> = {}): PricingContext => ({ pricing: DEFAULT_PRICING, currency: 'USD', rates: RATES, forAgent: false, ...o });
const percentOnly = (markupBasisPoints: number): PricingSettings => ({ markupBasisPoints, rules: [] });
const HOTEL_FR: PricedItem = { product: 'hotel', country: 'FR' };
const IMG = 'data:image/svg+xml,%3Csvg/%3E';
const makeHotel = (o: Partial<HotelOffer> = {}): HotelOffer => ({
  id: 'sbx-h-1-1',
  name: 'Hôtel Lumière Saint-Germain',
  stars: 4,
  heroImage: IMG,
  address: '3 rue de la Paix, Paris, France',
  city: 'Paris',
  countryCode: 'FR',
  latitude: 48.86,
  longitude: 2.35,
  distanceKm: 1.26,
  distanceFrom: 'Paris',
  checkIn: '2027-02-21',
  checkOut: '2027-02-22',
  nights: 1,
  rooms: 1,
  nightlyRate: usd(10_000),
  rate: makeRate(),
  ...o,
});

describe('percentage markup', () => {
  it.each([
    [10_000, 1200, 1200],
    [0, 1200, 0],
    [12_345, 1200, 1481], // 1481.4
    [5, 1000, 1], // 0.5 rounds up
    [15, 1000, 2], // 1.5 rounds up
    [14, 1000, 1], // 1.4 rounds down
    [999, 0, 0],
    [100, 10_000, 100],
  ])('markup on %i at %i bp is %i', (wholesale, bp, expected) => {
    expect(percentMarkupMinor(wholesale, bp)).toBe(expected);
    expect(markupMinor(wholesale, { product: 'hotel', country: null, kind: 'percent', basisPoints: bp }, 'USD', RATES)).toBe(expected);
  });

  it.each([
    [-1, 100],
    [10.5, 100],
    [100, -5],
    [100, 1.5],
  ])('refuses %d minor at %d bp', (wholesale, bp) => {
    expect(() => percentMarkupMinor(wholesale, bp)).toThrow(RangeError);
  });
});

describe('which markup rule applies (most specific wins)', () => {
  const hotelFr: MarkupRule = { product: 'hotel', country: 'FR', kind: 'percent', basisPoints: 500 };
  const hotelAll: MarkupRule = { product: 'hotel', country: null, kind: 'percent', basisPoints: 1000 };
  const carFixed: MarkupRule = { product: 'car', country: null, kind: 'fixed', amounts: { EUR: 1_500 } };
  const activityIt: MarkupRule = { product: 'activity', country: 'IT', kind: 'fixed', amounts: { USD: 300 } };
  const pricing: PricingSettings = { markupBasisPoints: 1200, rules: [hotelAll, carFixed, hotelFr, activityIt] };
  const byDefault = (product: MarkupRule['product']): MarkupRule => ({ product, country: null, kind: 'percent', basisPoints: 1200 });

  it.each<[string, MarkupRule['product'], string | null, MarkupRule]>([
    ['a country rule beats the product rule', 'hotel', 'FR', hotelFr],
    ['a lower-case country finds its rule', 'hotel', 'fr', hotelFr],
    ['the product rule beats the default elsewhere', 'hotel', 'DE', hotelAll],
    ['the product rule applies when the country is unknown', 'hotel', null, hotelAll],
    ['a product rule applies in every country', 'car', 'FR', carFixed],
    ['a country rule of one product does not reach another country', 'activity', 'FR', byDefault('activity')],
    ['a country rule applies in its country', 'activity', 'IT', activityIt],
    ['a product no rule names takes the default percentage', 'flight', 'FR', byDefault('flight')],
  ])('%s (%s in %s)', (_label, product, country, expected) => {
    expect(markupRuleFor(pricing, product, country)).toEqual(expected);
  });

  it('takes the default percentage when there are no rules', () => {
    expect(markupRuleFor(percentOnly(0), 'hotel', 'FR')).toEqual({ product: 'hotel', country: null, kind: 'percent', basisPoints: 0 });
  });
});

describe('fixed markup', () => {
  const fixed = (amounts: Record<string, number>): MarkupRule => ({ product: 'hotel', country: null, kind: 'fixed', amounts });

  it.each<[string, Record<string, number>, string, number]>([
    ['its own amount in a listed currency', { USD: 2_000, EUR: 1_500 }, 'EUR', 1_500],
    ['its own amount, whatever the wholesale price', { USD: 2_000 }, 'USD', 2_000],
    ['converted from the only currency', { USD: 2_000 }, 'EUR', 1_840],
    ['converted into a currency without minor units', { USD: 2_000 }, 'JPY', 3_005],
    ['converted from the first currency in code order', { USD: 2_000, EUR: 1_000 }, 'GBP', 859], // 10 EUR → 8.587 GBP
    ['zero stays zero', { USD: 0 }, 'KWD', 0],
  ])('%s', (_label, amounts, currency, expected) => {
    expect(markupMinor(12_345, fixed(amounts), currency, RATES)).toBe(expected);
  });

  it('converts from the first currency in code order, whatever order the amounts were typed in', () => {
    expect(fixedMarkupSource({ USD: 1, EUR: 2, GBP: 3 })).toBe('EUR');
  });

  it('refuses a currency without a rate rather than inventing a price', () => {
    expect(() => markupMinor(100, fixed({ USD: 100 }), 'XYZ', RATES)).toThrow(RangeError);
  });
});

describe('saved amount and discount', () => {
  it.each([
    [10_000, 8_000, 2_000],
    [8_000, 10_000, 0],
    [10_000, 10_000, 0],
  ])('published %i, traveller %i saves %i', (published, traveller, expected) => {
    expect(savedMinor(published, traveller)).toBe(expected);
  });

  it.each([
    [0, 100, 0],
    [25, 100, 25],
    [1, 3, 33],
    [2, 3, 67],
    [1, 200, 1], // 0.5% rounds up
    [1, 201, 0],
    [100, 100, 100],
    [5, 0, 0],
  ])('saved %i of %i is %i%%', (saved, published, expected) => {
    expect(discountPercentage(saved, published)).toBe(expected);
  });
});

describe('currency conversion', () => {
  it.each([
    [10_000, 'USD', 'EUR', 9_200],
    [10_000, 'USD', 'JPY', 15_025],
    [15_025, 'JPY', 'USD', 10_000],
    [9_200, 'EUR', 'GBP', 7_900],
    [1_000, 'USD', 'KWD', 3_070],
    [1, 'USD', 'JPY', 2], // 1.5025 yen
    [12_345, 'EUR', 'EUR', 12_345],
  ])('%i %s is %s %i', (amount, from, to, expected) => {
    expect(convertMoney({ amountMinor: amount, currency: from }, to, RATES)).toEqual({ amountMinor: expected, currency: to });
  });

  it('refuses a currency without a rate', () => {
    expect(() => convertMoney(usd(100), 'XYZ', RATES)).toThrow(RangeError);
  });

  it.each([
    [12_345, 'USD', 123.45],
    [15_025, 'JPY', 15_025],
    [3_070, 'KWD', 3.07],
    [3_075, 'KWD', 3.08],
    [100, 'EUR', 1],
  ])('answers %i %s as %d', (minor, currency, expected) => {
    expect(answerAmount(minor, currency)).toBe(expected);
  });
});

describe('deal prices', () => {
  it('adds the markup to the wholesale price before taxes and compares with the published rate', () => {
    expect(dealPrices(makeRate(), makeCtx(), HOTEL_FR)).toEqual({
      currency: 'USD',
      wholesaleBase: 10_000,
      taxesAndFees: 1_500,
      wholesaleTotal: 11_500,
      markup: 1_200,
      agentMarkup: 0,
      base: 11_200,
      total: 12_700,
      published: 15_000,
      recommended: 12_000,
      saved: 2_300,
      savedVsRecommended: 0,
      discountPercentage: 15,
    });
  });

  it("adds an agent's own markup (a proposal item's, a deal link's) on the wholesale price before taxes, inside the markup", () => {
    const p = dealPrices(makeRate(), makeCtx({ agentMarkupBasisPoints: 500 }), HOTEL_FR);
    expect(p).toMatchObject({ markup: 1_700, agentMarkup: 500, base: 11_700, total: 13_200 });
    expect(dealPrices(makeRate(), makeCtx({ agentMarkupBasisPoints: 0 }), HOTEL_FR)).toMatchObject({ markup: 1_200, agentMarkup: 0, total: 12_700 });
  });

  it.each(['USD', 'EUR', 'JPY', 'KWD', 'GBP'])('keeps total = base + taxes = wholesale + markup exactly in %s', (currency) => {
    const p = dealPrices(makeRate({ wholesaleBase: 12_347, taxesAndFees: 1_851, publishedRate: 17_999 }), makeCtx({ currency }), HOTEL_FR);
    expect(p.total).toBe(p.base + p.taxesAndFees);
    expect(p.total).toBe(p.wholesaleTotal + p.markup);
    expect(p.saved).toBe(Math.max(0, p.published - p.total));
  });

  it.each<[string, PricingSettings, PricedItem, { markup: number; base: number; total: number }]>([
    ['the default percentage', DEFAULT_PRICING, HOTEL_FR, { markup: 1_200, base: 11_200, total: 12_700 }],
    ['0% sells at the wholesale price', percentOnly(0), HOTEL_FR, { markup: 0, base: 10_000, total: 11_500 }],
    [
      'a 10% hotel rule instead of the 12% default',
      { markupBasisPoints: 1200, rules: [{ product: 'hotel', country: null, kind: 'percent', basisPoints: 1000 }] },
      HOTEL_FR,
      { markup: 1_000, base: 11_000, total: 12_500 },
    ],
    [
      'a fixed amount in the answer currency, taxes untouched',
      { markupBasisPoints: 1200, rules: [{ product: 'hotel', country: 'FR', kind: 'fixed', amounts: { USD: 2_500 } }] },
      HOTEL_FR,
      { markup: 2_500, base: 12_500, total: 14_000 },
    ],
    [
      'a hotel rule does not price a car',
      { markupBasisPoints: 500, rules: [{ product: 'hotel', country: null, kind: 'percent', basisPoints: 1000 }] },
      { product: 'car', country: 'FR' },
      { markup: 500, base: 10_500, total: 12_000 },
    ],
  ])('prices with %s', (_label, pricing, item, expected) => {
    const p = dealPrices(makeRate(), makeCtx({ pricing }), item);
    expect({ markup: p.markup, base: p.base, total: p.total }).toEqual(expected);
    expect(p.total).toBe(p.wholesaleTotal + p.markup);
  });

  it('converts a fixed markup into the answer currency and keeps the sums exact', () => {
    const pricing: PricingSettings = { markupBasisPoints: 1200, rules: [{ product: 'hotel', country: null, kind: 'fixed', amounts: { USD: 2_500 } }] };
    const p = dealPrices(makeRate(), makeCtx({ pricing, currency: 'EUR' }), HOTEL_FR);
    expect(p.markup).toBe(2_300);
    expect(p.total).toBe(p.wholesaleTotal + 2_300);
  });

  it('never reports a negative saving when the markup pushes the price above the published rate', () => {
    const p = dealPrices(makeRate({ publishedRate: 11_600 }), makeCtx({ pricing: percentOnly(3000) }), HOTEL_FR);
    expect([p.saved, p.discountPercentage]).toEqual([0, 0]);
  });
});

describe('deal answers', () => {
  it('builds a v1 hotel deal with spec field names, in the requested currency', () => {
    const deal = buildHotelDealV1(makeHotel(), makeCtx({ currency: 'EUR' }));
    expect(hotelDealV1Schema.parse(deal)).toEqual(deal);
    expect(deal.hotel.hotelDetails).toEqual({ heroImage: IMG, name: 'Hôtel Lumière Saint-Germain', distance: 1.3, distanceFrom: 'Paris' });
    expect(deal.rating).toBe(4);
    expect(deal.rates).toEqual({
      discountPercentage: 15,
      publishedRate: 138,
      totalRate: 116.84,
      savedPrice: 21.16,
      baseRate: 103.04,
      taxAndFee: 13.8,
      currency: 'EUR',
    });
    expect(deal.link).toBe(
      '/booknow/hotels/search-details?hotelId=sbx-h-1-1&checkin_date=2027-02-21&checkout_date=2027-02-22&rooms=1&lat=48.86&long=2.35&isFromDeal=true',
    );
  });

  it.each([
    [true, { wholesaleRate: 115, agencyMarkup: 12 }],
    [false, {}],
  ])('adds wholesale rate and agency markup only for agents (forAgent %s)', (forAgent, extra) => {
    const { rates } = buildHotelDealV1(makeHotel(), makeCtx({ forAgent }));
    expect(rates).toEqual({
      discountPercentage: 15,
      publishedRate: 150,
      totalRate: 127,
      savedPrice: 23,
      baseRate: 112,
      taxAndFee: 15,
      currency: 'USD',
      ...extra,
    });
  });

  it.each([
    [1200, 0], // total 127 > recommended 120
    [0, 5], // total 115 < recommended 120
  ])('builds a v2 hotel deal saving against the recommended price (markup %i bp saves %d)', (markupBasisPoints, saved) => {
    const deal = buildHotelDealV2(makeHotel(), makeCtx({ pricing: percentOnly(markupBasisPoints), forAgent: true }));
    expect(hotelDealV2Schema.parse(deal)).toEqual(deal);
    expect(deal).toMatchObject({ name: 'Hôtel Lumière Saint-Germain', property_id: 'sbx-h-1-1', image: { large: IMG }, ratings: { star_rating: 4 } });
    expect(deal.rate.recommended_selling_price).toBe(120);
    expect(deal.rate.saved_price).toBe(saved);
    expect(deal.rate.wholesale_rate).toBe(115);
  });

  it('builds activity and car deals', () => {
    const activity: ActivityOffer = {
      productCode: '2988507P3',
      title: 'Paris Old Town Walking Tour',
      imageUrl: IMG,
      duration: '3 hours',
      durationMinutes: 180,
      isFreeCancellation: true,
      rating: 4.7,
      reviewCount: 1200,
      city: 'Paris',
      countryCode: 'FR',
      latitude: 48.86,
      longitude: 2.35,
      rate: makeRate(),
    };
    const a = buildActivityDeal(activity, makeCtx({ currency: 'JPY' }));
    expect(activityDealSchema.parse(a)).toEqual(a);
    expect(a).toMatchObject({
      title: 'Paris Old Town Walking Tour',
      duration: '3 hours',
      isFreeCancellation: true,
      rating: 4.7,
      link: '/booknow/activities/result-details/2988507P3?isFromDeal=true',
    });
    expect(a.rates.totalRate).toBe(19_082); // 15 025 + 1 803 markup + 2 254 taxes

    const car: CarOffer = {
      id: 'sbx-c-1',
      name: 'Toyota Corolla or similar',
      category: 'Compact',
      supplierName: 'Avis',
      logo: IMG,
      vehiclePicture: IMG,
      passengerCapacity: 5,
      bagCapacity: 2,
      doors: 4,
      transmission: 'Automatic',
      pickupLocation: 'Heathrow (LHR)',
      dropOffLocation: 'Heathrow (LHR)',
      countryCode: 'GB',
      pickUpDateTime: '2027-02-21T11:00:00',
      returnDateTime: '2027-02-23T11:00:00',
      rentalDays: 2,
      rate: makeRate(),
    };
    const c = buildCarDeal(car, makeCtx());
    expect(carDealSchema.parse(c)).toEqual(c);
    expect(c).toMatchObject({ name: 'Toyota Corolla or similar', passangerCapacity: 5, bagCapacity: 2, noOfDoors: 4, pickupLocation: 'Heathrow (LHR)' });
    expect(c.link).toContain('/booknow/cars/result-details?carId=sbx-c-1');
  });
});

const traveller = makeNavUser();
const sales = makeNavUser({ userType: 'SalesAgent', isTravelAgent: true });

describe('seesAgentPrices: Wholesale Rate and Agency Markup (spec §5, §6)', () => {
  it.each<[string, ReturnType<typeof makeNavUser> | null | undefined, boolean]>([
    ['a visitor', null, false],
    ['no user at all', undefined, false],
    ['a traveller', traveller, false],
    ['a travel agent', sales, true],
    ['a restricted travel agent', makeNavUser({ userType: 'SalesAgent', isTravelAgent: true, isRestrictedAgent: true }), false],
    ['staff without the travel-agent flag', makeNavUser({ userType: 'Admin' }), false],
  ])('%s → %s', (_label, user, expected) => expect(seesAgentPrices(user)).toBe(expected));
});
