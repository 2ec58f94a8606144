import type { PublicAgency } from '@tripfront/domain/agency';
import type { QueryClient } from '@tanstack/react-query';
import { agencyQueryOptions, languagesQueryOptions, navigationsQueryOptions } from '../features/agency/index.ts';
import { currentUserQueryOptions } from '../features/auth/index.ts';
import { exchangeRatesQueryOptions, geoLocationQueryOptions } from '../features/currency/index.ts';
import type { Bootstrap } from '../lib/bootstrap.ts';

/**
 * What the page carries for every screen, put where the screens' queries look: the agency, the
 * user, and what the header shows (no requests, no second render). The browser and the server's
 * renderer seed their query clients alike, so both render the same first page.
 */
export function seedQueryClient(queryClient: QueryClient, bootstrap: Bootstrap & { agency: PublicAgency }): void {
  const { agency } = bootstrap;
  queryClient.setQueryData(agencyQueryOptions().queryKey, agency);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, bootstrap.user);
  queryClient.setQueryData(languagesQueryOptions().queryKey, agency.languages);
  if (bootstrap.navigations) queryClient.setQueryData(navigationsQueryOptions().queryKey, bootstrap.navigations);
  if (bootstrap.exchangeRates) queryClient.setQueryData(exchangeRatesQueryOptions().queryKey, bootstrap.exchangeRates);
  if (bootstrap.geoLocation) queryClient.setQueryData(geoLocationQueryOptions().queryKey, bootstrap.geoLocation);
}
