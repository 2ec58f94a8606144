import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListFormats {
  /** Items that belong together, "A, B and C" ("أ وب وج" in Arabic). */
  and(items: readonly string[]): string;
  /** Items counted or enumerated side by side, "A, B, C" ("أ، وب، وج" in Arabic). */
  units(items: readonly string[]): string;
}

/** A list written the way the interface language writes one, never joined with a Latin comma. */
export function useListFormat(): ListFormats {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const and = new Intl.ListFormat(language, { type: 'conjunction' });
    const units = new Intl.ListFormat(language, { type: 'unit', style: 'short' });
    return { and: (items) => and.format(items), units: (items) => units.format(items) };
  }, [language]);
}
