import { describe, expect, it } from 'vitest';
import { decodeHoldId, decodeOfferId, encodeHoldId, encodeOfferId, passengerIdsByType } from './ids.ts';
import { durationMinutes, offerRate, passengerRates, toMinorUnits } from './reshape.ts';
import { retryAfterMs } from '../retry-after.ts';

describe('Duffel amounts, durations and ids', () => {
  it.each<[string | null, string, number | null]>([
    ['1264.30', 'GBP', 126_430],
    ['0.5', 'USD', 50],
    ['40', 'EUR', 4_000],
    ['15000', 'JPY', 15_000],
    ['1.234', 'KWD', 1_234],
    ['-5.00', 'USD', -500],
    [null, 'USD', null],
    ['12,00', 'EUR', null],
  ])('%s %s is %s minor units', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it.each<[string | null, number | null]>([
    ['PT7H55M', 475],
    ['PT45M', 45],
    ['P1DT2H30M', 1_590],
    ['PT2H', 120],
    ['PT1H0M30S', 61],
    [null, null],
    ['7h55', null],
  ])('duration %s is %s minutes', (iso, minutes) => {
    expect(durationMinutes(iso)).toBe(minutes);
  });

  it('takes the taxes as total less base when Duffel leaves them out or gives them in another currency', () => {
    const offer = { total_amount: '980.00', total_currency: 'GBP', base_amount: '800.00', base_currency: 'GBP', tax_amount: null, tax_currency: null };
    expect(offerRate(offer)?.taxesAndFees.amountMinor).toBe(18_000);
    expect(offerRate({ ...offer, base_amount: '900.00', base_currency: 'USD', tax_amount: '180.00', tax_currency: 'GBP' })?.wholesaleBase.amountMinor).toBe(
      80_000,
    );
    expect(offerRate({ ...offer, total_amount: 'n/a' })).toBeNull();
  });

  it.each<[number, number, number, number, number[]]>([
    // amount, adults, children, infants → per-passenger share of each type present
    [100_000, 2, 1, 1, [25_000, 25_000, 25_000]],
    [26_430, 2, 1, 1, [6_608, 6_607, 6_607]],
    [10_001, 1, 2, 0, [3_335, 3_333]],
    [101, 2, 0, 0, [50]],
  ])('splits %s over %s adults, %s children, %s infants', (amount, adults, children, infants, shares) => {
    const total = { amountMinor: amount, currency: 'GBP' };
    const zero = { amountMinor: 0, currency: 'GBP' };
    const rates = passengerRates(
      { wholesaleBase: total, taxesAndFees: zero, publishedRate: total, recommendedSellingPrice: total },
      { adults, children, infants },
    );
    expect(rates.map((r) => r.rate.wholesaleBase.amountMinor)).toEqual(shares);
    const sum = rates.reduce((n, r) => n + r.count * r.rate.wholesaleBase.amountMinor, 0);
    // Exact whenever integer shares can be; two adults cannot share 101 cents.
    expect(sum).toBe(amount === 101 ? 100 : amount);
  });

  it('keeps the passengers in the offer id and the held terms in the hold id, and refuses anything else', () => {
    const ids = passengerIdsByType([
      { id: 'pas_1', type: 'adult' },
      { id: 'pas_2', age: 7 },
      { id: 'pas_3', age: 1 },
      { id: 'pas_4', type: 'adult' },
    ]);
    expect(ids).toEqual({ adult: ['pas_1', 'pas_4'], child: ['pas_2'], infant: ['pas_3'] });
    const offerId = encodeOfferId('off_9', ids);
    expect(offerId).toBe('duffel:off_9:pas_1,pas_4:pas_2:pas_3');
    expect(decodeOfferId(offerId)).toEqual({ duffelOfferId: 'off_9', passengers: ids });
    expect(decodeOfferId('duffel:off_9:::')).toBeNull();
    expect(decodeOfferId('duffel:off_9:pas_1:../x:')).toBeNull();
    const holdId = encodeHoldId({ expiresAt: 1_800_000_000, totalMinor: 126_430, currency: 'GBP', documentRequired: true, offerId });
    expect(decodeHoldId(holdId)).toMatchObject({ expiresAt: 1_800_000_000, totalMinor: 126_430, currency: 'GBP', documentRequired: true, offerId });
    expect(decodeHoldId(encodeHoldId({ expiresAt: 1, totalMinor: 2, currency: 'GBP', documentRequired: false, offerId }))).toMatchObject({
      documentRequired: false,
    });
    expect(decodeHoldId(`duffel-hold:1:2:GBP:d:sandbox:1`)).toBeNull();
  });

  it.each<[Record<string, string>, number]>([
    [{ 'retry-after': '12' }, 12_000],
    [{ 'ratelimit-reset': 'Fri, 01 Jan 2027 12:00:30 GMT' }, 30_000],
    [{ 'ratelimit-reset': '45' }, 45_000],
    [{ 'ratelimit-reset': String(Date.parse('2027-01-01T12:02:00Z') / 1000) }, 120_000],
    [{}, 60_000],
    [{ 'retry-after': '0' }, 1_000],
    [{ 'retry-after': '86400' }, 300_000],
  ])('waits after a 429 with %j: %s ms', (headers, ms) => {
    const get = (name: string) => headers[name] ?? null;
    expect(retryAfterMs({ get }, Date.parse('2027-01-01T12:00:00Z'))).toBe(ms);
  });
});
