import { enabledEntries } from '@tripfront/domain/currency/enabled-entries';
import { useMemo } from 'react';
import { useAgency } from '../api/get-agency.ts';

/**
 * A country picker's options kept to the countries the agency enabled (its product settings,
 * decision 0147; all of them when it never chose). A value already chosen (a stored traveller's
 * nationality) stays offered, so showing a form never changes it.
 */
export function useEnabledCountries<T extends { code: string }>(countries: readonly T[], keep: ReadonlyArray<string | null | undefined> = []): readonly T[] {
  const enabled = useAgency().enabledCountries ?? null;
  const kept = keep.filter((code): code is string => !!code).join(',');
  return useMemo(
    () => (enabled === null ? countries : enabledEntries(countries, [...enabled, ...(kept ? kept.split(',') : [])], (c) => c.code)),
    [countries, enabled, kept],
  );
}
