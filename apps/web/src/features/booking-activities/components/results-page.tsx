import { ACTIVITY_SORTS } from '@tripfront/domain/booking/activity-api';
import { searchUrl } from '@tripfront/domain/search';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { deferredFilters, ResultsLayout, useMoney, useUnfilteredFacets } from '../../booking/index.ts';
import { PlacesMap, placeCardId } from '../../map/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { ResultsSearchForm, SearchSummaryBar } from '../../search/results.ts';
import { useActivitySearch } from '../api/search-activities.ts';
import {
  activityDetailsUrl,
  isFiltered,
  NO_ACTIVITY_FILTERS,
  readActivitySearch,
  readActivityView,
  searchQuery,
  withActivityView,
  withoutActivityView,
  type ActivityFilters,
  type ActivityResultsView,
} from '../activity-urls.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';
import { ActivityCard, ActivityCardSkeleton } from './activity-card.tsx';

// The filters load after the first results (decision 0134).
const { Filters: ActivityResultsFilters, load: loadFilters } = deferredFilters(() => import('./results-filters.tsx').then((m) => m.ActivityResultsFilters));

/** /booknow/activities/search: the prefilled search form, filters and tours (decision 0051). */
export function ResultsPage() {
  const { t } = useActivitiesTranslation();
  const { t: tApp } = useTranslation();
  const agency = useAgency();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readActivitySearch(query), [query]);
  const urlView = useMemo(() => readActivityView(query), [query]);
  const [pending, setPending] = useState<{ view: ActivityResultsView; query: string } | null>(null);
  if (pending !== null && pending.query !== query) setPending(null);
  const { sort, filters } = pending?.view ?? urlView;
  const formQuery = useMemo(() => withoutActivityView(query), [query]);
  const setView = useCallback(
    (view: ActivityResultsView) => {
      const next = withActivityView(query, view);
      if (next === new URLSearchParams(query).toString()) return;
      setPending({ view, query });
      void navigate(`${pathname}?${next}`, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, query],
  );
  const [filterKey, setFilterKey] = useState(0);
  const apiSearch = useMemo(() => searchQuery(search, selectedCurrency.currency)?.toString() ?? null, [search, selectedCurrency.currency]);
  const results = useActivitySearch(apiSearch === null ? null : { search: apiSearch, view: { sort, filters } });
  const pages = results.data?.pages ?? [];
  const first = pages[0]?.data;
  const activities = pages.flatMap((p) => p.data.activities);
  const filtered = isFiltered(filters);
  const facets = useUnfilteredFacets(first?.facets, filtered);
  const place = search.destination?.label ?? '';
  // The map beside the list: a price pin per tour where it starts; a pin brings its card into view.
  const money = useMoney();
  const [pinned, setPinned] = useState<string | null>(null);
  const places = activities.map((a) => ({ id: a.productCode, name: a.title, latitude: a.latitude, longitude: a.longitude, pin: money(a.price.total) }));
  const changeFilters = useCallback((next: ActivityFilters) => setView({ sort, filters: next }), [setView, sort]);
  const clearFilters = () => {
    setView({ sort, filters: NO_ACTIVITY_FILTERS });
    setFilterKey((k) => k + 1);
  };

  return (
    <div className="tf-activities">
      <SearchSummaryBar service="activities" values={search} label={t('results.searchLabel')}>
        <ResultsSearchForm
          service="activities"
          key={formQuery}
          label={t('results.searchLabel')}
          initialQuery={search}
          onSubmit={(values) => void navigate(searchUrl('activities', values, agency))}
        />
      </SearchSummaryBar>
      <div className="tf-container tf-page">
        {apiSearch === null ? (
          <>
            <h1>{tApp('services.activities')}</h1>
            <p className="tf-activity-notice tf-card">{t('results.incomplete')}</p>
          </>
        ) : (
          <ResultsLayout
            title={first ? t('results.count', { count: first.total, place }) : t('results.searching', { place })}
            t={(key) => t(key)}
            empty={pages[0]?.message ?? (filtered ? t('results.emptyFiltered') : t('results.empty'))}
            onOpenFilters={loadFilters}
            filters={<ActivityResultsFilters key={filterKey} filters={filters} onChange={changeFilters} facets={facets} />}
            filtered={filtered}
            onClearFilters={clearFilters}
            sort={{
              value: sort,
              options: ACTIVITY_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })),
              onChange: (next) => setView({ sort: next, filters }),
            }}
            notice={
              <PlacesMap
                places={places}
                styleUrl={agency.mapStyleUrl ?? null}
                label={tApp('map.results')}
                pinLabel={(p) => tApp('map.pin', { name: p.name, price: p.pin })}
                selectedId={pinned}
                onSelect={setPinned}
              />
            }
            results={results}
            count={activities.length}
            skeleton={<ActivityCardSkeleton />}
          >
            {activities.map((a) => (
              <li key={a.productCode} id={placeCardId(a.productCode)} className={pinned === a.productCode ? 'tf-map-target' : undefined}>
                <ActivityCard activity={a} href={activityDetailsUrl(a.productCode, search)} />
              </li>
            ))}
          </ResultsLayout>
        )}
      </div>
    </div>
  );
}
