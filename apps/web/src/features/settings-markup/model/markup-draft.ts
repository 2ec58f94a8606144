import type { MarkupRule } from '@tripfront/domain/agency';
import { PRODUCTS, type Product } from '@tripfront/domain/booking/products';
import { minorUnitExponent, toMajor, toMinor } from '@tripfront/domain/money';
import { markupSettingsSchema, type MarkupSettings } from '@tripfront/domain/settings';

// The markup form's working copy: what people type (percentages, amounts in major units, as text)
// beside the saved shape (basis points, minor units). The rule itself is the domain's
// (markupRuleFor, dealPrices); this only translates between the two and names the fields at fault.

export interface AmountDraft {
  /** Stable key for React lists. */
  key: string;
  currency: string;
  /** Major units as typed: '25', '12.50'. */
  amount: string;
}

export interface RuleDraft {
  key: string;
  product: Product;
  /** '' is every country. */
  country: string;
  kind: 'percent' | 'fixed';
  /** Percent as typed: '10', '12.5'. */
  percent: string;
  amounts: AmountDraft[];
}

export interface MarkupDraft {
  defaultPercent: string;
  rules: RuleDraft[];
}

/** Field path (as the schema and the API name it: 'markupBasisPoints', 'rules.0.country', 'rules.1.amounts.EUR') → message. */
export type DraftErrors = Record<string, string>;

let nextKey = 0;
const newKey = () => `k${++nextKey}`;

/** 1250 bp → '12.5'. */
export const percentText = (basisPoints: number): string => String(basisPoints / 100);

/** '12.5' → 1250; null when it is not a percentage with at most two decimals between 0 and 100. */
export function basisPointsOf(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const bp = Math.round(Number(value) * 100);
  return bp <= 10_000 ? bp : null;
}

/** '12.50' EUR → 1250; null when it is not a non-negative amount with the currency's decimals at most. */
export function minorOf(text: string, currency: string): number | null {
  const value = text.trim().replace(',', '.');
  const decimals = minorUnitExponent(currency);
  const pattern = decimals === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${decimals}})?$`);
  return pattern.test(value) ? toMinor(Number(value), currency) : null;
}

export function toDraft(settings: MarkupSettings): MarkupDraft {
  return {
    defaultPercent: percentText(settings.markupBasisPoints),
    rules: settings.rules.map((rule) => ({
      key: newKey(),
      product: rule.product,
      country: rule.country ?? '',
      kind: rule.kind,
      percent: rule.kind === 'percent' ? percentText(rule.basisPoints) : '',
      // Code order: the order the saved settings come back in (jsonb sorts keys).
      amounts:
        rule.kind === 'fixed'
          ? Object.entries(rule.amounts)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([currency, minor]) => ({ key: newKey(), currency, amount: String(toMajor(minor, currency)) }))
          : [],
    })),
  };
}

/** A new rule: the first product without an everywhere rule, a percentage like the default. */
export function newRule(draft: MarkupDraft, currency: string): RuleDraft {
  const taken = new Set(draft.rules.filter((r) => r.country === '').map((r) => r.product));
  const product = PRODUCTS.find((p) => !taken.has(p)) ?? 'hotel';
  return { key: newKey(), product, country: '', kind: 'percent', percent: draft.defaultPercent, amounts: [newAmount(currency)] };
}

export const newAmount = (currency: string, amount = ''): AmountDraft => ({ key: newKey(), currency, amount });

/** Which problem of a typed value the form shows; the page words it in the interface language. */
export type DraftProblem = 'percent' | 'amount' | 'currencyTwice';

/**
 * The settings a draft stands for, or the fields at fault. Typing problems are the form's own
 * (`problems`, worded by the page); the rest is the domain schema's, with its messages.
 */
export function fromDraft(
  draft: MarkupDraft,
): { ok: true; settings: MarkupSettings } | { ok: false; problems: Record<string, DraftProblem>; errors: DraftErrors } {
  const problems: Record<string, DraftProblem> = {};
  const markupBasisPoints = basisPointsOf(draft.defaultPercent);
  if (markupBasisPoints === null) problems.markupBasisPoints = 'percent';
  const rules = draft.rules.map((rule, i): MarkupRule => {
    const country = rule.country === '' ? null : rule.country;
    if (rule.kind === 'percent') {
      const basisPoints = basisPointsOf(rule.percent);
      if (basisPoints === null) problems[`rules.${i}.basisPoints`] = 'percent';
      return { product: rule.product, country, kind: 'percent', basisPoints: basisPoints ?? 0 };
    }
    const amounts: Record<string, number> = {};
    for (const a of rule.amounts) {
      const minor = minorOf(a.amount, a.currency);
      if (a.currency in amounts) problems[`rules.${i}.amounts.${a.currency}`] = 'currencyTwice';
      else if (minor === null) problems[`rules.${i}.amounts.${a.currency}`] = 'amount';
      amounts[a.currency] = minor ?? 0;
    }
    return { product: rule.product, country, kind: 'fixed', amounts };
  });
  const parsed = markupSettingsSchema.safeParse({ markupBasisPoints: markupBasisPoints ?? 0, rules });
  const errors: DraftErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!(path in problems) && !(path in errors)) errors[path] = issue.message;
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems, errors };
  return { ok: true, settings: parsed.data };
}

/** The settings of a draft for the live preview: what it would save, or null while something is mistyped. */
export function previewSettings(draft: MarkupDraft): MarkupSettings | null {
  const result = fromDraft(draft);
  return result.ok ? result.settings : null;
}

/** Whether two drafts say the same: keys aside, and only the fields of each rule's kind. */
export function sameDraft(a: MarkupDraft, b: MarkupDraft): boolean {
  const plain = (d: MarkupDraft) =>
    JSON.stringify([
      d.defaultPercent.trim(),
      d.rules.map((r) => [r.product, r.country, r.kind, r.kind === 'percent' ? r.percent.trim() : r.amounts.map((x) => [x.currency, x.amount.trim()])]),
    ]);
  return plain(a) === plain(b);
}
