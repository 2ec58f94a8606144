import { RESORT_THEMES, type ResortTheme } from '@tripfront/domain/inventory';
import { toResortSearchQuery } from '@tripfront/domain/search';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { ResultsLayout, useMoney } from '../../booking/index.ts';
import { PlacesMap, placeCardId } from '../../map/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { ResultsSearchForm, SearchSummaryBar } from '../../search/results.ts';
import { useResortAvailability } from '../api/get-availability.ts';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';
import { availabilityQuery, readResortSearch, readThemes, resortDetailsUrl, resortResultsUrl } from '../resort-urls.ts';
import { cheapestRoom, ResortCard, ResortCardSkeleton } from './resort-card.tsx';

const SORTS = ['recommended', 'price', 'stars'] as const;
type Sort = (typeof SORTS)[number];
const FILTER_THEMES = RESORT_THEMES.filter((t): t is Exclude<ResortTheme, 'All'> => t !== 'All');

/** /booknow/resort/search: the prefilled search form, the §9 themes as filters, and the resorts with a room for the party. */
export function ResultsPage() {
  const { t } = useResortsTranslation();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readResortSearch(query), [query]);
  // The themes live in the URL (replacing the entry), shown at once from local state until the router lands it.
  const urlThemes = useMemo(() => readThemes(query), [query]);
  const [pending, setPending] = useState<{ themes: ResortTheme[]; query: string } | null>(null);
  if (pending !== null && pending.query !== query) setPending(null);
  const themes = pending?.themes ?? urlThemes;
  const [sort, setSort] = useState<Sort>('recommended');
  const api = availabilityQuery(search, selectedCurrency.currency, { themes });
  // The place, dates and party are the search journey's key (x-correlation-id): the themes are not.
  const results = useResortAvailability(api, toResortSearchQuery(search));
  // The theme counts of the unfiltered answer stay put while themes narrow the list.
  const counts = results.data?.themes;
  const place = search.place?.label ?? '';
  const list = useMemo(() => {
    const resorts = [...(results.data?.resorts ?? [])];
    const price = (r: (typeof resorts)[number]) => cheapestRoom(r)?.price.total.amount ?? Number.MAX_SAFE_INTEGER;
    if (sort === 'price') resorts.sort((a, b) => price(a) - price(b) || a.resortId.localeCompare(b.resortId));
    if (sort === 'stars') resorts.sort((a, b) => b.stars - a.stars || price(a) - price(b));
    return resorts;
  }, [results.data, sort]);
  // The map beside the list: a pin per resort with its lowest price; a pin brings its card into view.
  const agency = useAgency();
  const money = useMoney();
  const [pinned, setPinned] = useState<string | null>(null);
  const places = list.map((r) => {
    const from = cheapestRoom(r);
    return { id: r.resortId, name: r.name, latitude: r.latitude, longitude: r.longitude, pin: from ? money(from.price.total) : undefined };
  });
  const setThemes = (next: ResortTheme[]) => {
    setPending({ themes: next, query });
    void navigate(resortResultsUrl(search, next), { replace: true, preventScrollReset: true });
  };
  const toggle = (theme: ResortTheme) => setThemes(themes.includes(theme) ? themes.filter((x) => x !== theme) : [...themes, theme]);

  return (
    <div className="tf-resorts">
      <SearchSummaryBar service="resorts" values={search} label={t('results.formLabel')}>
        <ResultsSearchForm
          service="resorts"
          key={query}
          label={t('results.formLabel')}
          initialQuery={search}
          onSubmit={(values) => void navigate(resortResultsUrl(values, themes))}
        />
      </SearchSummaryBar>
      <div className="tf-container tf-page">
        {api === null ? (
          <>
            <h1>{tApp('services.resorts')}</h1>
            <p className="tf-card tf-resort-notice">{t('results.incomplete')}</p>
          </>
        ) : (
          <ResultsLayout
            title={results.data ? t('results.title', { count: list.length, place }) : t('results.searching', { place })}
            t={(key) => t(key)}
            empty={themes.length > 0 ? t('results.emptyFiltered') : t('results.empty', { place })}
            filters={
              <fieldset className="tf-resort-filter">
                <legend>{t('filters.themes')}</legend>
                {FILTER_THEMES.filter((theme) => (counts?.find((c) => c.theme === theme)?.count ?? 0) > 0 || themes.includes(theme)).map((theme) => (
                  <label key={theme} className="tf-resort-filter__option">
                    <input type="checkbox" checked={themes.includes(theme)} onChange={() => toggle(theme)} />
                    <span>{t(`theme.${theme}`)}</span>
                    <span className="tf-resort-muted">{counts?.find((c) => c.theme === theme)?.count ?? 0}</span>
                  </label>
                ))}
              </fieldset>
            }
            filtered={themes.length > 0}
            onClearFilters={() => setThemes([])}
            sort={{ value: sort, options: SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })), onChange: setSort }}
            results={{
              isPending: results.isPending,
              isError: results.isError,
              error: results.error,
              isFetching: results.isFetching,
              isPlaceholderData: results.isPlaceholderData,
              hasNextPage: false,
              isFetchingNextPage: false,
              isFetchNextPageError: false,
              fetchNextPage: () => undefined,
              refetch: () => void results.refetch(),
            }}
            notice={
              <PlacesMap
                places={places}
                styleUrl={agency.mapStyleUrl ?? null}
                label={tApp('map.results')}
                pinLabel={(p) => (p.pin ? tApp('map.pin', { name: p.name, price: p.pin }) : p.name)}
                selectedId={pinned}
                onSelect={setPinned}
              />
            }
            count={list.length}
            skeleton={<ResortCardSkeleton />}
          >
            {list.map((resort) => (
              <li key={resort.resortId} id={placeCardId(resort.resortId)} className={pinned === resort.resortId ? 'tf-map-target' : undefined}>
                <ResortCard resort={resort} href={resortDetailsUrl(resort.resortId, search)} />
              </li>
            ))}
          </ResultsLayout>
        )}
      </div>
    </div>
  );
}
