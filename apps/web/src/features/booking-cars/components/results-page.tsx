import { CAR_SORTS } from '@tripfront/domain/booking/car-api';
import { searchUrl } from '@tripfront/domain/search';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { deferredFilters, ResultsLayout, useUnfilteredFacets } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { ResultsSearchForm, SearchSummaryBar } from '../../search/results.ts';
import { useCarSearch } from '../api/search-cars.ts';
import { carApiQuery, carDetailsUrl, isCarFiltered, readCarSearch, readCarView, searchQueryOf, withCarView, type CarView } from '../car-urls.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import { CarCard, CarCardSkeleton } from './car-card.tsx';

// The filters load after the first results (decision 0134).
const { Filters: CarResultsFilters, load: loadFilters } = deferredFilters(() => import('./results-filters.tsx').then((m) => m.CarResultsFilters));

/** /booknow/cars/search (and search-details, decision 0049): the prefilled search form, filters and cars. */
export function ResultsPage() {
  const { t } = useCarsTranslation();
  const { t: tApp } = useTranslation();
  const agency = useAgency();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readCarSearch(query), [query]);
  const urlView = useMemo(() => readCarView(query), [query]);
  // Sort and filters live in the URL (replacing the entry), shown at once until the router lands it.
  const [pending, setPending] = useState<{ view: CarView; query: string } | null>(null);
  if (pending !== null && pending.query !== query) setPending(null);
  const view = pending?.view ?? urlView;
  const searchQuery = useMemo(() => searchQueryOf(query), [query]);
  const setView = useCallback(
    (next: CarView) => {
      const nextQuery = withCarView(query, next);
      if (nextQuery === new URLSearchParams(query).toString()) return;
      setPending({ view: next, query });
      void navigate(`${pathname}?${nextQuery}`, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, query],
  );
  const [filterKey, setFilterKey] = useState(0);
  const rental = useMemo(() => carApiQuery(search, selectedCurrency.currency), [search, selectedCurrency.currency]);
  const results = useCarSearch(rental === null ? null : { rental, view });
  const pages = results.data?.pages ?? [];
  const first = pages[0]?.data;
  const cars = pages.flatMap((p) => p.data.offers);
  const filtered = isCarFiltered(view);
  const facets = useUnfilteredFacets(first?.facets, filtered);
  const place = search.pickup?.label ?? '';
  const sort = (view.sort ?? 'price') as (typeof CAR_SORTS)[number];

  return (
    <div className="tf-cars">
      <SearchSummaryBar service="cars" values={search} label={t('results.searchLabel')}>
        <ResultsSearchForm
          service="cars"
          key={searchQuery}
          label={t('results.searchLabel')}
          initialQuery={search}
          onSubmit={(values) => void navigate(searchUrl('cars', values, agency))}
        />
      </SearchSummaryBar>
      <div className="tf-container tf-page">
        {rental === null ? (
          <>
            <h1>{tApp('services.cars')}</h1>
            <p className="tf-car-notice tf-card">{t('results.incomplete')}</p>
          </>
        ) : (
          <ResultsLayout
            title={first ? t('results.count', { count: first.total, place }) : t('results.searching', { place })}
            t={(key) => t(key)}
            empty={filtered ? t('results.emptyFiltered') : t('results.empty')}
            onOpenFilters={loadFilters}
            filters={<CarResultsFilters key={filterKey} view={view} onChange={setView} facets={facets} />}
            filtered={filtered}
            onClearFilters={() => {
              setView(view.sort ? { sort: view.sort } : {});
              setFilterKey((k) => k + 1);
            }}
            sort={{ value: sort, options: CAR_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })), onChange: (next) => setView({ ...view, sort: next }) }}
            results={results}
            count={cars.length}
            skeleton={<CarCardSkeleton />}
          >
            {cars.map((car) => (
              <li key={car.offerId}>
                <CarCard offer={car} href={carDetailsUrl(car.offerId, searchQuery)} />
              </li>
            ))}
          </ResultsLayout>
        )}
      </div>
    </div>
  );
}
