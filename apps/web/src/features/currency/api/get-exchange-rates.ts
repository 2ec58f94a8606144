import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ExchangeRatesResponse {
  rates: Record<string, number>;
  base: 'USD';
  date: string;
}

export async function getExchangeRates(): Promise<ExchangeRatesResponse> {
  return apiRequest<ExchangeRatesResponse>('/api/multi-currency/exchange');
}

export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['multi-currency', 'exchange'],
    queryFn: getExchangeRates,
    staleTime: 30 * 60_000,
    meta: { toastOnError: 'currency.ratesFailed' },
  });

/** USD-based exchange rates (spec §3 multi-currency state). */
export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}
