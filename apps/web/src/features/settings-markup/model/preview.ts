import type { MarkupRule } from '@tripfront/domain/agency';
import { dealPrices, markupRuleFor, type PricedItem } from '@tripfront/domain/pricing';
import type { MarkupSettings } from '@tripfront/domain/settings';

export interface MarkupPreview {
  wholesale: number;
  markup: number;
  retail: number;
  /** The rule that priced it (a synthesised percentage rule when the default did). */
  rule: MarkupRule;
  /** True when no rule named the product: the default percentage applied. */
  byDefault: boolean;
}

/**
 * A sample wholesale price (minor units of `currency`, before taxes) as the storefront would sell
 * it under `settings`: the same rule and arithmetic as every deal, search result and checkout
 * (markupRuleFor, dealPrices). Null when a fixed amount would need a rate that is not there.
 */
export function previewMarkup(
  settings: MarkupSettings,
  item: PricedItem,
  sampleMinor: number,
  currency: string,
  rates: Readonly<Record<string, number>>,
): MarkupPreview | null {
  const zero = { amountMinor: 0, currency };
  try {
    const p = dealPrices(
      { wholesaleBase: { amountMinor: sampleMinor, currency }, taxesAndFees: zero, publishedRate: zero, recommendedSellingPrice: zero },
      { pricing: settings, currency, rates, forAgent: true },
      item,
    );
    const rule = markupRuleFor(settings, item.product, item.country);
    return { wholesale: p.wholesaleTotal, markup: p.markup, retail: p.total, rule, byDefault: !settings.rules.includes(rule) };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
