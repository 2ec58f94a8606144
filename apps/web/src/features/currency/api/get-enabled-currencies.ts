import type { CurrencyOption } from '@tripfront/domain/currency/currency-option';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/country/enableCurrencies (spec §7): the currencies the agency enabled for the picker. */
export async function getEnabledCurrencies(): Promise<CurrencyOption[]> {
  return (await apiRequest<{ data: CurrencyOption[] }>('/api/admin/country/enableCurrencies')).data;
}

export const enabledCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'country', 'enableCurrencies'],
    queryFn: getEnabledCurrencies,
    staleTime: 5 * 60_000,
  });

/**
 * The agency's enabled currencies, asked only when it restricted them (`restricted`): an agency
 * that never chose enables the built-in list, which the app already has (loaded beside the start-up
 * bundle). Undefined until it answers.
 */
export function useEnabledCurrencies(restricted: boolean): readonly CurrencyOption[] | undefined {
  return useQuery({ ...enabledCurrenciesQueryOptions(), enabled: restricted && typeof window !== 'undefined' }).data;
}
