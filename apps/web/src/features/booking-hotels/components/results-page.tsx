import { HOTEL_SORTS } from '@tripfront/domain/booking/hotel-api';
import { searchUrl, type HotelSearch } from '@tripfront/domain/search';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { deferredFilters, ResultsLayout, useMoney } from '../../booking/index.ts';
import { PlacesMap, placeCardId } from '../../map/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { ResultsSearchForm, SearchSummaryBar } from '../../search/results.ts';
import { NO_FILTERS, useHotelSearch, type HotelFilters, type HotelSearchParams, type HotelSort } from '../api/search-hotels.ts';
import { hotelDetailsUrl, readHotelQuery, readResultsView, toApiOccupancy, withoutResultsView, withResultsView, type ResultsView } from '../hotel-urls.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { HotelCard, HotelCardSkeleton } from './hotel-card.tsx';

// The filters load after the first results (decision 0134).
const { Filters: ResultsFilters, load: loadFilters } = deferredFilters(() => import('./results-filters.tsx').then((m) => m.ResultsFilters));

/** The API search for the URL's search, or null while a place, the dates or a child's age is missing. */
function searchParams(search: HotelSearch, currency: string, sort: HotelSort, filters: HotelFilters): HotelSearchParams | null {
  const occupancy = toApiOccupancy(search.rooms);
  if (!search.destination || !search.checkin || !search.checkout || !occupancy) return null;
  const { label, latitude, longitude } = search.destination;
  return { label, latitude, longitude, checkin: search.checkin, checkout: search.checkout, occupancy, currency, sort, filters };
}

/** /booknow/hotels[/v2]/search: the prefilled search form above the hotels for the stay. */
export function ResultsPage({ v2 }: { v2: boolean }) {
  const { t } = useHotelsTranslation();
  const { t: tApp } = useTranslation();
  const agency = useAgency();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readHotelQuery(query).search, [query]);
  // Sort and filters live in the URL (replacing the entry: Back leaves the results, not each tweak).
  // A change shows at once from local state: the router updates the URL after its own async work, and
  // a controlled checkbox or select would flick back to the old value until then. When the URL
  // changes (the navigation landed, or Back/Forward), it is the source of truth again.
  const urlView = useMemo(() => readResultsView(query), [query]);
  const [pending, setPending] = useState<{ view: ResultsView; query: string } | null>(null);
  if (pending !== null && pending.query !== query) setPending(null);
  const { sort, filters } = pending?.view ?? urlView;
  const searchQuery = useMemo(() => withoutResultsView(query), [query]);
  const setView = useCallback(
    (view: ResultsView) => {
      const next = withResultsView(query, view);
      if (next === new URLSearchParams(query).toString()) return;
      setPending({ view, query });
      void navigate(`${pathname}?${next}`, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, query],
  );
  const [filterKey, setFilterKey] = useState(0);
  const params = searchParams(search, selectedCurrency.currency, sort, filters);
  const results = useHotelSearch(params);
  const pages = results.data?.pages ?? [];
  const first = pages[0]?.data;
  const hotels = pages.flatMap((p) => p.data.hotels);
  const filtered =
    filters.minPrice !== null || filters.maxPrice !== null || filters.stars.length > 0 || filters.maxDistanceKm !== null || filters.freeCancellation;
  // The slider bounds come from the unfiltered answer and stay put while filters change.
  const [priceRange, setPriceRange] = useState<{ min: number; max: number } | null>(null);
  useEffect(() => {
    if (first?.priceRange && !filtered) setPriceRange(first.priceRange);
  }, [first?.priceRange, filtered]);

  // The map beside the list: a price pin per hotel; a pin brings its card into view and marks it.
  const money = useMoney();
  const [pinned, setPinned] = useState<string | null>(null);
  const places = hotels.map((h) => ({ id: h.propertyId, name: h.name, latitude: h.latitude, longitude: h.longitude, pin: money(h.price.total) }));

  const changeFilters = useCallback((next: HotelFilters) => setView({ sort, filters: next }), [setView, sort]);
  const clearFilters = () => {
    setView({ sort, filters: NO_FILTERS });
    setFilterKey((k) => k + 1);
  };

  return (
    <div className="tf-hotels">
      <SearchSummaryBar service="hotels" values={search} label={t('results.searchLabel')}>
        <ResultsSearchForm
          service="hotels"
          key={searchQuery}
          label={t('results.searchLabel')}
          initialQuery={search}
          onSubmit={(values) => void navigate(searchUrl('hotels', values, agency))}
        />
      </SearchSummaryBar>
      <div className="tf-container tf-page">
        {params === null ? (
          <>
            <h1>{tApp('services.hotels')}</h1>
            <p className="tf-hotels-notice tf-card">{t('results.incomplete')}</p>
          </>
        ) : (
          <ResultsLayout
            title={first ? t('results.count', { count: first.total, place: params.label }) : t('results.searching', { place: params.label })}
            t={(key) => t(key)}
            empty={filtered ? t('results.emptyFiltered') : t('results.empty', { place: params.label })}
            onOpenFilters={loadFilters}
            filters={<ResultsFilters key={filterKey} filters={filters} onChange={changeFilters} priceRange={priceRange} currency={selectedCurrency.currency} />}
            filtered={filtered}
            onClearFilters={clearFilters}
            sort={{
              value: sort,
              options: HOTEL_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })),
              onChange: (next) => setView({ sort: next, filters }),
            }}
            notice={
              <>
                {first?.stay.capped && <p className="tf-hotels-notice">{t('results.capped', { nights: first.stay.nights })}</p>}
                <PlacesMap
                  places={places}
                  styleUrl={agency.mapStyleUrl ?? null}
                  label={tApp('map.results')}
                  pinLabel={(place) => tApp('map.pin', { name: place.name, price: place.pin })}
                  selectedId={pinned}
                  onSelect={setPinned}
                />
              </>
            }
            results={results}
            count={hotels.length}
            skeleton={<HotelCardSkeleton />}
          >
            {hotels.map((hotel, index) => (
              <li key={hotel.propertyId} id={placeCardId(hotel.propertyId)} className={pinned === hotel.propertyId ? 'tf-map-target' : undefined}>
                <HotelCard
                  hotel={hotel}
                  href={hotelDetailsUrl(v2, hotel.propertyId, search)}
                  nights={first?.stay.nights ?? 1}
                  rooms={first?.stay.rooms ?? 1}
                  eager={index < 2}
                />
              </li>
            ))}
          </ResultsLayout>
        )}
      </div>
    </div>
  );
}
