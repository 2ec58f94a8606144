import type { Country } from '@tripfront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/car-rental/findCountries/EN (spec §7): the countries a driver may live in, for the car form's residence. */
export async function getCarCountries(signal?: AbortSignal): Promise<Country[]> {
  const answer = await apiRequest<{ data?: Country[] }>('/api/car-rental/findCountries/EN', { signal });
  return answer.data ?? [];
}

export const carCountriesQueryOptions = () =>
  queryOptions({ queryKey: ['car-countries'], queryFn: ({ signal }) => getCarCountries(signal), staleTime: Infinity });

export const useCarCountries = () => useQuery(carCountriesQueryOptions());
