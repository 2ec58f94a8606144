import { HOTEL_SORTS } from '@tripfront/domain/booking/hotel-api';
import { searchUrl, type HotelSearch } from '@tripfront/domain/search';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { HotelSearchForm } from '../../search/index.ts';
import { NO_FILTERS, useHotelSearch, type HotelFilters, type HotelSearchParams, type HotelSort } from '../api/search-hotels.ts';
import { hotelDetailsUrl, readHotelQuery, readResultsView, toApiOccupancy, withoutResultsView, withResultsView, type ResultsView } from '../hotel-urls.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { HotelCard, HotelCardSkeleton } from './hotel-card.tsx';
import { ResultsFilters } from './results-filters.tsx';

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
  const [drawerOpen, setDrawerOpen] = useState(false);
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

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore]);

  const changeFilters = useCallback((next: HotelFilters) => setView({ sort, filters: next }), [setView, sort]);
  const clearFilters = () => {
    setView({ sort, filters: NO_FILTERS });
    setFilterKey((k) => k + 1);
  };

  return (
    <div className="tf-hotels">
      <section className="tf-hotels-searchbar" aria-label={t('results.searchLabel')}>
        <div className="tf-container">
          <HotelSearchForm
            key={searchQuery}
            label={t('results.searchLabel')}
            initialQuery={search}
            onSubmit={(values) => void navigate(searchUrl('hotels', values, agency))}
          />
        </div>
      </section>
      <div className="tf-container tf-page">
        {params === null ? (
          <>
            <h1>{tApp('services.hotels')}</h1>
            <p className="tf-hotels-notice tf-card">{t('results.incomplete')}</p>
          </>
        ) : (
          <div className="tf-hotels-results">
            <aside className={`tf-hotels-drawer${drawerOpen ? ' tf-hotels-drawer--open' : ''}`} aria-label={t('filters.title')}>
              <div className="tf-hotels-drawer__head">
                <h2>{t('filters.title')}</h2>
                <button type="button" className="tf-button tf-button--ghost tf-hotels-drawer__close" onClick={() => setDrawerOpen(false)}>
                  {t('filters.showResults')}
                </button>
              </div>
              <ResultsFilters key={filterKey} filters={filters} onChange={changeFilters} priceRange={priceRange} currency={selectedCurrency.currency} />
              {filtered && (
                <button type="button" className="tf-button tf-button--outline" onClick={clearFilters}>
                  {t('filters.clear')}
                </button>
              )}
            </aside>
            <section className="tf-hotels-list" aria-labelledby="hotels-results-title" aria-busy={results.isFetching}>
              <div className="tf-hotels-list__head">
                <h1 id="hotels-results-title" className="tf-hotels-list__title">
                  {first ? t('results.count', { count: first.total, place: params.label }) : t('results.searching', { place: params.label })}
                </h1>
                <div className="tf-hotels-list__tools">
                  <button
                    type="button"
                    className="tf-button tf-button--outline tf-hotels-drawer__open"
                    aria-expanded={drawerOpen}
                    onClick={() => setDrawerOpen(true)}
                  >
                    {t('filters.open')}
                  </button>
                  <label className="tf-hotels-sort">
                    <span>{t('sort.label')}</span>
                    <select value={sort} onChange={(e) => setView({ sort: e.target.value as HotelSort, filters })}>
                      {HOTEL_SORTS.map((s) => (
                        <option key={s} value={s}>
                          {t(`sort.${s}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              </div>
              {first?.stay.capped && <p className="tf-hotels-notice">{t('results.capped', { nights: first.stay.nights })}</p>}
              {results.isPending ? (
                <div role="status" aria-label={t('results.loading')}>
                  <HotelCardSkeleton />
                  <HotelCardSkeleton />
                  <HotelCardSkeleton />
                </div>
              ) : results.isError && hotels.length === 0 ? (
                <div className="tf-hotels-notice tf-card" role="alert">
                  <p>{t('results.error')}</p>
                  <button type="button" className="tf-button tf-button--primary" onClick={() => void results.refetch()}>
                    {t('common.retry')}
                  </button>
                </div>
              ) : hotels.length === 0 ? (
                <div className="tf-hotels-notice tf-card">
                  <p>{filtered ? t('results.emptyFiltered') : t('results.empty', { place: params.label })}</p>
                  {filtered && (
                    <button type="button" className="tf-button tf-button--outline" onClick={clearFilters}>
                      {t('filters.clear')}
                    </button>
                  )}
                </div>
              ) : (
                <>
                  <ol className={`tf-hotels-list__items${results.isPlaceholderData ? ' tf-hotels-list__items--stale' : ''}`}>
                    {hotels.map((hotel, index) => (
                      <li key={hotel.propertyId}>
                        <HotelCard
                          hotel={hotel}
                          href={hotelDetailsUrl(v2, hotel.propertyId, search)}
                          nights={first?.stay.nights ?? 1}
                          rooms={first?.stay.rooms ?? 1}
                          eager={index < 2}
                        />
                      </li>
                    ))}
                  </ol>
                  <div ref={sentinel} />
                  {results.isFetchNextPageError && <p role="alert">{t('results.moreError')}</p>}
                  {hasNextPage && (
                    <button type="button" className="tf-button tf-button--outline tf-hotels-more" onClick={loadMore} disabled={isFetchingNextPage}>
                      {isFetchingNextPage ? t('results.loadingMore') : t('results.showMore')}
                    </button>
                  )}
                </>
              )}
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
