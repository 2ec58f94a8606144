import { CRUISE_SORTS } from '@tripfront/domain/booking/cruise-api';
import { searchUrl, toCruiseSearchQuery } from '@tripfront/domain/search';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { deferredFilters, ResultsLayout, useUnfilteredFacets } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { ResultsSearchForm, SearchSummaryBar } from '../../search/results.ts';
import { useCruiseSearch } from '../api/search-cruises.ts';
import {
  cruiseApiQuery,
  isFiltered,
  NO_CRUISE_FILTERS,
  readCruiseSearch,
  readCruiseView,
  sailingDetailsUrl,
  withCruiseView,
  type CruiseFilters,
  type CruiseView,
} from '../cruise-urls.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';
import { SailingCard, SailingCardSkeleton } from './sailing-card.tsx';

// The filters load after the first results (decision 0134).
const { Filters: CruiseResultsFilters, load: loadFilters } = deferredFilters(() => import('./results-filters.tsx').then((m) => m.CruiseResultsFilters));

/** /booknow/cruise/search: the prefilled search form, filters and the month's sailings on the agency's lines. */
export function ResultsPage() {
  const { t } = useCruiseTranslation();
  const { t: tApp } = useTranslation();
  const agency = useAgency();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readCruiseSearch(query), [query]);
  const urlView = useMemo(() => readCruiseView(query), [query]);
  const [pending, setPending] = useState<{ view: CruiseView; query: string } | null>(null);
  if (pending !== null && pending.query !== query) setPending(null);
  const { sort, filters } = pending?.view ?? urlView;
  const setView = useCallback(
    (view: CruiseView) => {
      setPending({ view, query });
      void navigate(`${pathname}?${withCruiseView(query, view)}`, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, query],
  );
  const [filterKey, setFilterKey] = useState(0);
  const apiQuery = useMemo(
    () => cruiseApiQuery(search, { sort, filters }, selectedCurrency.currency)?.toString() ?? null,
    [search, sort, filters, selectedCurrency.currency],
  );
  const results = useCruiseSearch(apiQuery);
  const pages = results.data?.pages ?? [];
  const first = pages[0]?.data;
  const sailings = pages.flatMap((p) => p.data.sailings);
  const filtered = isFiltered(filters);
  const facets = useUnfilteredFacets(first?.facets, filtered);
  const guests = search.adults + search.children + search.infants;
  const changeFilters = useCallback((next: CruiseFilters) => setView({ sort, filters: next }), [setView, sort]);

  return (
    <div className="tf-cruise">
      <SearchSummaryBar service="cruise" values={search} label={t('results.searchLabel')}>
        <ResultsSearchForm
          service="cruise"
          key={toCruiseSearchQuery(search)}
          label={t('results.searchLabel')}
          initialQuery={search}
          onSubmit={(values) => void navigate(searchUrl('cruise', values, agency))}
        />
      </SearchSummaryBar>
      <div className="tf-container tf-page">
        {apiQuery === null ? (
          <>
            <h1>{tApp('services.cruise')}</h1>
            <p className="tf-cruise-notice tf-card">{t('results.incomplete')}</p>
          </>
        ) : (
          <ResultsLayout
            title={first ? t('results.count', { count: first.total }) : t('results.searching')}
            t={(key) => t(key)}
            empty={pages[0]?.message ?? (filtered ? t('results.emptyFiltered') : t('results.empty'))}
            onOpenFilters={loadFilters}
            filters={<CruiseResultsFilters key={filterKey} filters={filters} onChange={changeFilters} facets={facets} />}
            filtered={filtered}
            onClearFilters={() => {
              setView({ sort, filters: NO_CRUISE_FILTERS });
              setFilterKey((k) => k + 1);
            }}
            sort={{
              value: sort,
              options: CRUISE_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })),
              onChange: (next) => setView({ sort: next, filters }),
            }}
            results={results}
            count={sailings.length}
            skeleton={<SailingCardSkeleton />}
          >
            {sailings.map((s) => (
              <li key={s.sailingId}>
                <SailingCard sailing={s} href={sailingDetailsUrl(s.sailingId, search)} guests={guests} />
              </li>
            ))}
          </ResultsLayout>
        )}
      </div>
    </div>
  );
}
