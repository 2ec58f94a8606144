import { describe, expect, it } from 'vitest';
import { markupSettingsSchema } from './settings.ts';

// The markup section as saved (PUT /api/agency/settings/markup) and edited (/settings/agency).

describe('markup settings', () => {
  it('takes a default percentage and rules by product, country, percentage or fixed amounts', () => {
    const settings = {
      markupBasisPoints: 1200,
      rules: [
        { product: 'hotel', kind: 'percent', basisPoints: 1000 },
        { product: 'hotel', country: 'FR', kind: 'fixed', amounts: { EUR: 2_500, USD: 2_700 } },
      ],
    };
    expect(markupSettingsSchema.parse(settings).rules[0]).toEqual({ product: 'hotel', country: null, kind: 'percent', basisPoints: 1000 });
  });

  it.each<[string, unknown, (string | number)[], string]>([
    [
      'two rules for the same product and country',
      [
        { product: 'car', country: 'IT', kind: 'percent', basisPoints: 500 },
        { product: 'car', country: 'IT', kind: 'fixed', amounts: { EUR: 100 } },
      ],
      ['rules', 1, 'country'],
      'There is already a car rule for IT.',
    ],
    [
      'two rules for a product everywhere',
      [
        { product: 'hotel', country: null, kind: 'percent', basisPoints: 500 },
        { product: 'hotel', kind: 'percent', basisPoints: 700 },
      ],
      ['rules', 1, 'country'],
      'There is already a hotel rule for every country.',
    ],
    [
      'a currency the storefront has no rate for',
      [{ product: 'activity', country: null, kind: 'fixed', amounts: { XYZ: 100 } }],
      ['rules', 0, 'amounts', 'XYZ'],
      'XYZ is not a supported currency.',
    ],
    [
      'a fixed markup without amounts',
      [{ product: 'activity', country: null, kind: 'fixed', amounts: {} }],
      ['rules', 0, 'amounts'],
      'give at least one currency',
    ],
    ['a percentage above 100%', [{ product: 'hotel', country: null, kind: 'percent', basisPoints: 10_001 }], ['rules', 0, 'basisPoints'], ''],
    ['a negative amount', [{ product: 'hotel', country: null, kind: 'fixed', amounts: { USD: -1 } }], ['rules', 0, 'amounts', 'USD'], ''],
  ])('refuses %s, naming the field', (_label, rules, path, message) => {
    const r = markupSettingsSchema.safeParse({ markupBasisPoints: 1200, rules });
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => JSON.stringify(i.path) === JSON.stringify(path));
    expect(issue, JSON.stringify(r.error!.issues)).toBeDefined();
    expect(issue!.message).toContain(message);
  });

  it('allows the same country for two products', () => {
    const rules = [
      { product: 'hotel', country: 'FR', kind: 'percent', basisPoints: 500 },
      { product: 'car', country: 'FR', kind: 'percent', basisPoints: 500 },
    ];
    expect(markupSettingsSchema.safeParse({ markupBasisPoints: 0, rules }).success).toBe(true);
  });
});
