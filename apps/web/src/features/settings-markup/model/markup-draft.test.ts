import { describe, expect, it } from 'vitest';
import { basisPointsOf, fromDraft, minorOf, newRule, sameDraft, toDraft } from './markup-draft.ts';
import { previewMarkup } from './preview.ts';

describe('typed values', () => {
  it.each<[string, number | null]>([
    ['12', 1200],
    ['12.5', 1250],
    ['12,5', 1250],
    [' 0 ', 0],
    ['100', 10_000],
    ['100.01', null],
    ['12.345', null],
    ['-1', null],
    ['', null],
    ['ten', null],
  ])('percentage %j is %j basis points', (text, expected) => expect(basisPointsOf(text)).toBe(expected));

  it.each<[string, string, number | null]>([
    ['25', 'USD', 2_500],
    ['12.5', 'EUR', 1_250],
    ['1500', 'JPY', 1_500],
    ['1500.5', 'JPY', null],
    ['3.125', 'KWD', 3_125],
    ['-3', 'USD', null],
    ['', 'USD', null],
  ])('amount %j %s is %j minor units', (text, currency, expected) => expect(minorOf(text, currency)).toBe(expected));
});

describe('the draft and the saved settings', () => {
  const saved = {
    markupBasisPoints: 1250,
    rules: [
      { product: 'hotel' as const, country: null, kind: 'percent' as const, basisPoints: 1000 },
      { product: 'car' as const, country: 'FR', kind: 'fixed' as const, amounts: { USD: 2_700, EUR: 2_500 } },
    ],
  };

  it('round-trips, listing the amounts in code order', () => {
    const draft = toDraft(saved);
    expect(draft.defaultPercent).toBe('12.5');
    expect(draft.rules[1]!.amounts.map((a) => [a.currency, a.amount])).toEqual([
      ['EUR', '25'],
      ['USD', '27'],
    ]);
    expect(fromDraft(draft)).toEqual({ ok: true, settings: saved });
    expect(sameDraft(draft, toDraft(saved))).toBe(true);
  });

  it('names the fields at fault: typing problems and the domain schema’s rules', () => {
    const draft = toDraft(saved);
    draft.defaultPercent = '150';
    draft.rules[1]!.amounts[0]!.amount = 'abc';
    draft.rules.push({ ...draft.rules[0]!, key: 'dup' });
    const result = fromDraft(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual({ markupBasisPoints: 'percent', 'rules.1.amounts.EUR': 'amount' });
    expect(result.errors['rules.2.country']).toBe('There is already a hotel rule for every country.');
  });

  it('adds a rule for the first product without one and counts only what a rule’s kind uses as a change', () => {
    const draft = toDraft(saved);
    expect(newRule(draft, 'USD')).toMatchObject({ product: 'flight', country: '', kind: 'percent', percent: '12.5' });
    const edited = toDraft(saved);
    edited.rules[0]!.amounts = [{ key: 'x', currency: 'USD', amount: '9' }];
    expect(sameDraft(draft, edited)).toBe(true);
    edited.rules[0]!.percent = '11';
    expect(sameDraft(draft, edited)).toBe(false);
  });
});

describe('the preview', () => {
  const settings = {
    markupBasisPoints: 1200,
    rules: [
      { product: 'hotel' as const, country: null, kind: 'percent' as const, basisPoints: 1000 },
      { product: 'hotel' as const, country: 'FR', kind: 'fixed' as const, amounts: { USD: 2_500 } },
    ],
  };
  const rates = { USD: 1, EUR: 0.5 };

  it.each<[string, string | null, string, number, boolean]>([
    ['a hotel in France: the fixed rule', 'FR', 'USD', 2_500, false],
    ['a hotel in France in euros: the fixed amount converted', 'FR', 'EUR', 1_250, false],
    ['a hotel elsewhere: the 10% hotel rule', 'IT', 'USD', 1_000, false],
  ])('%s', (_label, country, currency, markup, byDefault) => {
    expect(previewMarkup(settings, { product: 'hotel', country }, 10_000, currency, rates)).toMatchObject({
      wholesale: 10_000,
      markup,
      retail: 10_000 + markup,
      byDefault,
    });
  });

  it('uses the default for a product no rule names, and says it cannot convert without rates', () => {
    expect(previewMarkup(settings, { product: 'car', country: 'FR' }, 10_000, 'USD', rates)).toMatchObject({ markup: 1_200, byDefault: true });
    expect(previewMarkup(settings, { product: 'hotel', country: 'FR' }, 10_000, 'EUR', {})).toBeNull();
  });
});
