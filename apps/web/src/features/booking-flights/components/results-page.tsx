import { FLIGHT_SORTS } from '@tripfront/domain/booking/flight-api';
import { flightPartyIssues, PARTY_ISSUE_MESSAGES } from '@tripfront/domain/booking/passengers';
import { addCalendarDays, searchUrl, toFlightSearchQuery, type FlightSearch } from '@tripfront/domain/search';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { deferredFilters, ResultsLayout, useUnfilteredFacets } from '../../booking/index.ts';
import { directionOf } from '../../language/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { ResultsSearchForm, SearchSummaryBar } from '../../search/results.ts';
import { useFlightSearch } from '../api/search-flights.ts';
import {
  flightDetailsUrl,
  isFiltered,
  NO_FLIGHT_FILTERS,
  readFlightSearch,
  readFlightView,
  tripQuery,
  withFlightView,
  withoutFlightView,
  type FlightFilters,
  type FlightResultsView,
} from '../flight-urls.ts';
import { routeLine } from '../flight-format.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import { FareCalendar } from './fare-calendar.tsx';
import { OfferCard, OfferCardSkeleton } from './offer-card.tsx';

// The filters load after the first results (decision 0134).
const { Filters: FlightResultsFilters, load: loadFilters } = deferredFilters(() => import('./results-filters.tsx').then((m) => m.FlightResultsFilters));

/** Every date of the trip moved by the same days (the fare calendar's choice). */
function shifted(search: FlightSearch, days: number): FlightSearch {
  const move = (d: string | null) => (d === null ? null : addCalendarDays(d, days));
  return { ...search, departDate: move(search.departDate), returnDate: move(search.returnDate), legs: search.legs.map((l) => ({ ...l, date: move(l.date) })) };
}

/** 'CDG → JFK' (round trips and one-way), 'CDG → JFK → LHR' (multi-city), in the reading direction. */
function routeName(search: FlightSearch, direction: 'ltr' | 'rtl'): string {
  if (search.tripType !== 'multicity') return routeLine([search.from?.iata ?? '', search.to?.iata ?? ''], direction);
  const codes = [search.legs[0]?.from?.iata, ...search.legs.map((l) => l.to?.iata)].filter((c): c is string => Boolean(c));
  return routeLine(codes, direction);
}

/** /booknow/flights[/v2]/search: the prefilled search form, the fare calendar, filters and offers. */
export function ResultsPage({ v2 }: { v2: boolean }) {
  const { t, i18n } = useFlightsTranslation();
  const { t: tApp } = useTranslation();
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  const agency = useAgency();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readFlightSearch(query), [query]);
  // Sort and filters live in the URL (replacing the entry, so Back leaves the results), shown at
  // once from local state until the router lands the new URL (as the hotel results do).
  const urlView = useMemo(() => readFlightView(query), [query]);
  const [pending, setPending] = useState<{ view: FlightResultsView; query: string } | null>(null);
  if (pending !== null && pending.query !== query) setPending(null);
  const { sort, filters } = pending?.view ?? urlView;
  const searchQuery = useMemo(() => withoutFlightView(query), [query]);
  const setView = useCallback(
    (view: FlightResultsView) => {
      const next = withFlightView(query, view);
      if (next === new URLSearchParams(query).toString()) return;
      setPending({ view, query });
      void navigate(`${pathname}?${next}`, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, query],
  );
  const [filterKey, setFilterKey] = useState(0);
  const trip = useMemo(() => tripQuery(search, selectedCurrency.currency)?.toString() ?? null, [search, selectedCurrency.currency]);
  const results = useFlightSearch(trip === null ? null : { trip, view: { sort, filters } });
  const pages = results.data?.pages ?? [];
  const first = pages[0]?.data;
  const offers = pages.flatMap((p) => p.data.offers);
  const filtered = isFiltered(filters);
  // The filters offer what the unfiltered answer had; they stay put while filters narrow the list.
  const facets = useUnfilteredFacets(first?.facets, filtered);
  const travellers = search.adults + search.children + search.infants;

  const changeFilters = useCallback((next: FlightFilters) => setView({ sort, filters: next }), [setView, sort]);
  const clearFilters = () => {
    setView({ sort, filters: NO_FLIGHT_FILTERS });
    setFilterKey((k) => k + 1);
  };
  const party = flightPartyIssues(search);

  return (
    <div className="tf-flights">
      <SearchSummaryBar service="flights" values={search} label={t('results.searchLabel')}>
        <ResultsSearchForm
          service="flights"
          key={searchQuery}
          label={t('results.searchLabel')}
          initialQuery={search}
          onSubmit={(values) => void navigate(searchUrl('flights', values, agency))}
        />
      </SearchSummaryBar>
      <div className="tf-container tf-page">
        {trip === null ? (
          <>
            <h1>{tApp('services.flights')}</h1>
            <p className="tf-flight-notice tf-card" role={party.length > 0 ? 'alert' : undefined}>
              {party.length > 0 ? t(`party.${party[0]!}`, { defaultValue: PARTY_ISSUE_MESSAGES[party[0]!] }) : t('results.incomplete')}
            </p>
          </>
        ) : (
          <>
            <FareCalendar
              trip={trip}
              onShift={(days) => void navigate(`${pathname}?${withFlightView(toFlightSearchQuery(shifted(search, days)), { sort, filters })}`)}
            />
            <ResultsLayout
              title={
                first
                  ? t('results.count', { count: first.total, route: routeName(search, direction) })
                  : t('results.searching', { route: routeName(search, direction) })
              }
              t={(key) => t(key)}
              empty={pages[0]?.message ?? (filtered ? t('results.emptyFiltered') : t('results.empty'))}
              onOpenFilters={loadFilters}
              filters={<FlightResultsFilters key={filterKey} filters={filters} onChange={changeFilters} facets={facets} />}
              filtered={filtered}
              onClearFilters={clearFilters}
              sort={{
                value: sort,
                options: FLIGHT_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })),
                onChange: (next) => setView({ sort: next, filters }),
              }}
              results={results}
              count={offers.length}
              skeleton={<OfferCardSkeleton />}
            >
              {offers.map((offer) => (
                <li key={offer.offerId}>
                  <OfferCard offer={offer} href={flightDetailsUrl(v2, offer.offerId, search)} travellers={travellers} />
                </li>
              ))}
            </ResultsLayout>
          </>
        )}
      </div>
    </div>
  );
}
