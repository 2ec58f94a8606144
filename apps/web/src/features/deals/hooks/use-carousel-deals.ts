import type { CarouselService, DealLocation } from '@tripfront/domain/deals/deal-display';
import { homeDealKind } from '@tripfront/domain/deals/home-deal-requests';
import { seesAgentPrices } from '@tripfront/domain/pricing';
import { isSameDayRestricted } from '@tripfront/domain/same-day';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import type { DealSearchParams } from '../api/deal-search-params.ts';
import { hotelDealsV2QueryOptions } from '../api/get-hotel-deals-v2.ts';
import { activityDealsQueryOptions } from '../api/search-activity-deals.ts';
import { carDealsQueryOptions } from '../api/search-car-deals.ts';
import { hotelDealsQueryOptions } from '../api/search-hotel-deals.ts';
import type { DealCardModel } from '../deal-cards.ts';
import { useDealLocation } from './use-deal-location.ts';

export type CarouselDeals = { status: 'loading'; cards: [] } | { status: 'ready'; cards: DealCardModel[]; message: string | null };

/**
 * The deals of a carousel tab (spec §4). The selected currency, the position and the viewer are
 * in the query key, so changing any of them loads again from an empty list; TanStack Query aborts
 * the superseded request and ignores its cancellation. A failed load counts as an empty list.
 * `near`: the deals around that place (a destination's page) instead of the visitor's position.
 */
export function useCarouselDeals(service: CarouselService, near?: DealLocation): CarouselDeals {
  const agency = useAgency();
  const user = useCurrentUser();
  const { selectedCurrency } = useSelectedCurrency();
  // Around the page's own place when it gives one (a destination), else around the visitor.
  const located = useDealLocation(agency.defaultCountry, { ask: near === undefined });
  const location = near ?? located;

  const params = useMemo<DealSearchParams | null>(
    () =>
      location && {
        location,
        currency: selectedCurrency.currency,
        disallowSameDayBooking: isSameDayRestricted(service, agency.disallowSameDayBooking),
        viewer: user ? `${user.id}:${seesAgentPrices(user) ? 'agent' : 'member'}` : 'visitor',
      },
    [location, selectedCurrency.currency, agency.disallowSameDayBooking, service, user],
  );

  const options = (() => {
    // Placeholder params keep the hook call unconditional; the query stays disabled until located.
    const p = params ?? { location: { latitude: 0, longitude: 0, countryCode: 'US' }, currency: 'USD', disallowSameDayBooking: false, viewer: '' };
    switch (homeDealKind(service, agency.enableHotelsV2)) {
      case 'hotels-v2':
        return hotelDealsV2QueryOptions(p);
      case 'hotels-v1':
        return hotelDealsQueryOptions(p);
      case 'cars':
        return carDealsQueryOptions(p);
      case 'activities':
        return activityDealsQueryOptions(p);
    }
  })();

  const query = useQuery({ ...options, enabled: params !== null });
  if (query.isError) return { status: 'ready', cards: [], message: query.error.message };
  if (!query.data) return { status: 'loading', cards: [] };
  return { status: 'ready', cards: query.data.cards, message: query.data.message };
}
