import { describe, expect, it } from 'vitest';
import {
  academySettingsSchema,
  creditsDebitMinor,
  maxCreditsMinor,
  rewardMinor,
  rewardOfBooking,
  shareOfMinor,
  walletCurrencyOf,
  walletSettingsSchema,
} from './wallet.ts';

const rates = { USD: 1, EUR: 0.9, JPY: 150, GBP: 0.8 };

describe('rewardMinor', () => {
  it.each([
    [10_000, 500, 500],
    [999, 500, 49], // 49.95 rounds down
    [1, 500, 0],
    [0, 500, 0],
    [-100, 500, 0],
    [10_000, 0, 0],
    [10_000, 5000, 5000],
  ])('%i at %i bp → %i', (paid, bp, expected) => expect(rewardMinor(paid, bp)).toBe(expected));
});

describe('rewardOfBooking', () => {
  it.each([
    ['card pays all', { totalMinor: 20_000, creditsMinor: 0, currency: 'USD', walletCurrency: 'USD' }, 1000],
    ['credits earn nothing', { totalMinor: 20_000, creditsMinor: 5_000, currency: 'USD', walletCurrency: 'USD' }, 750],
    ['all credits', { totalMinor: 20_000, creditsMinor: 20_000, currency: 'USD', walletCurrency: 'USD' }, 0],
    ['converted to the wallet currency', { totalMinor: 20_000, creditsMinor: 0, currency: 'USD', walletCurrency: 'EUR' }, 900],
    ['zero-decimal wallet', { totalMinor: 10_000, creditsMinor: 0, currency: 'USD', walletCurrency: 'JPY' }, 750],
  ])('%s', (_, input, expected) => expect(rewardOfBooking({ ...input, basisPoints: 500, rates })).toBe(expected));
});

describe('shareOfMinor', () => {
  it.each([
    [1000, 1, 1000],
    [1000, 0, 0],
    [1001, 0.5, 501],
    [1000, 2, 1000],
    [1000, -1, 0],
  ])('%i × %d → %i', (amount, share, expected) => expect(shareOfMinor(amount, share)).toBe(expected));
});

describe('credits and conversion', () => {
  it('the same currency converts one to one', () => {
    expect(creditsDebitMinor(1234, 'USD', 'USD', rates)).toBe(1234);
    expect(maxCreditsMinor(5000, 'USD', 3000, 'USD', rates)).toBe(3000);
    expect(maxCreditsMinor(2000, 'USD', 3000, 'USD', rates)).toBe(2000);
    expect(maxCreditsMinor(0, 'USD', 3000, 'USD', rates)).toBe(0);
  });
  it('a discount in another currency never costs less than it is worth', () => {
    for (const credits of [1, 7, 99, 1000, 12_345]) {
      const debit = creditsDebitMinor(credits, 'USD', 'JPY', rates);
      expect(debit * (1 / 150) * 100).toBeGreaterThanOrEqual(credits - 0.5);
    }
    expect(creditsDebitMinor(1000, 'USD', 'EUR', rates)).toBe(900);
  });
  it('the most a balance pays for is affordable', () => {
    const most = maxCreditsMinor(1000, 'EUR', 1_000_000, 'USD', rates);
    expect(creditsDebitMinor(most, 'USD', 'EUR', rates)).toBeLessThanOrEqual(1000);
    expect(creditsDebitMinor(most + 1, 'USD', 'EUR', rates)).toBeGreaterThan(1000);
  });
});

describe('walletCurrencyOf', () => {
  it.each([
    [{ defaultCountry: 'US' }, 'USD'],
    [{ defaultCountry: 'DK' }, 'DKK'],
    [{ defaultCountry: 'de' }, 'EUR'],
    [{ defaultCountry: 'DK', wallet: { currency: 'EUR' } }, 'EUR'],
    [{ defaultCountry: 'ZZ' }, 'USD'],
  ])('%j → %s', (agency, expected) => expect(walletCurrencyOf(agency)).toBe(expected));
});

describe('settings schemas', () => {
  it('bounds the reward and checks the currency', () => {
    expect(walletSettingsSchema.safeParse({ isRewardWalletEnable: true, rewardBasisPoints: 5001, currency: null }).success).toBe(false);
    expect(walletSettingsSchema.safeParse({ isRewardWalletEnable: true, rewardBasisPoints: -1, currency: null }).success).toBe(false);
    expect(walletSettingsSchema.safeParse({ isRewardWalletEnable: true, rewardBasisPoints: 500, currency: 'XXX' }).success).toBe(false);
    expect(walletSettingsSchema.parse({})).toEqual({ isRewardWalletEnable: false, rewardBasisPoints: 500, currency: null });
  });
  it('takes only https academy addresses', () => {
    expect(academySettingsSchema.safeParse({ url: 'https://academy.example.com/start' }).success).toBe(true);
    expect(academySettingsSchema.safeParse({ url: '' }).success).toBe(true);
    expect(academySettingsSchema.safeParse({ url: 'http://academy.example.com' }).success).toBe(false);
    expect(academySettingsSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
