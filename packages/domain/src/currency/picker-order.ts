import type { CurrencyOption } from './currency-option.ts';
import { normaliseCode } from './rules.ts';

// The currency picker's list (spec §5): the agency's pinned currencies first, then a search. Apart
// from rules.ts so that they load with the picker's panel, not with every page.

/** Spec §5: currency search matches name plus currency code, ignoring case. An empty query lists all. */
export function filterCurrencies<T extends Pick<CurrencyOption, 'name' | 'currency'>>(options: readonly T[], query: string): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return options;
  return options.filter((o) => `${o.name} ${o.currency}`.toLowerCase().includes(needle));
}

/**
 * Puts the agency's pinned currencies (e.g. ['USD', 'MXN']) first, in that order, each as its
 * currency's first option; the rest keep their order and nothing appears twice. Pinned codes
 * without an option are skipped.
 */
export function pinCurrencies<T extends Pick<CurrencyOption, 'currency'>>(options: readonly T[], pinned: readonly string[]): T[] {
  const head: T[] = [];
  for (const code of pinned) {
    const option = options.find((o) => o.currency === normaliseCode(code));
    if (option && !head.includes(option)) head.push(option);
  }
  return [...head, ...options.filter((o) => !head.includes(o))];
}
