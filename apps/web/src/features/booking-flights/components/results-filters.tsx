import type { FlightSearchAnswer } from '@tripfront/domain/booking/flight-api';
import { useEffect, useState } from 'react';
import { useMoney } from '../../booking/index.ts';
import { DAY_WINDOWS, type DayWindow, type FlightFilters } from '../flight-urls.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';

type Facets = FlightSearchAnswer['data']['facets'];

interface FlightFiltersProps {
  filters: FlightFilters;
  onChange: (filters: FlightFilters) => void;
  /** From the unfiltered answer: the airlines, stop counts, price range and longest slice to offer. */
  facets: Facets | null;
}

const WINDOWS = Object.keys(DAY_WINDOWS) as DayWindow[];

/** Stops, airlines, departure and arrival times, duration, price and checked bag. Sliders apply once the hand stops. */
export function FlightResultsFilters({ filters, onChange, facets }: FlightFiltersProps) {
  const { t } = useFlightsTranslation();
  const money = useMoney();
  const [price, setPrice] = useState(filters.maxPrice);
  const [hours, setHours] = useState(filters.maxHours);
  useEffect(() => {
    if (price === filters.maxPrice && hours === filters.maxHours) return;
    const timer = setTimeout(() => onChange({ ...filters, maxPrice: price, maxHours: hours }), 400);
    return () => clearTimeout(timer);
  }, [price, hours, filters, onChange]);

  const range = facets?.priceRange ?? null;
  const longestHours = facets?.longestMinutes ? Math.ceil(facets.longestMinutes / 60) : null;
  const toggleAirline = (code: string) =>
    onChange({ ...filters, airlines: filters.airlines.includes(code) ? filters.airlines.filter((c) => c !== code) : [...filters.airlines, code].sort() });

  return (
    <div className="tf-results-filters">
      <fieldset>
        <legend>{t('filters.stops')}</legend>
        {[null, 0, 1, 2].map((stops) => {
          const facet = stops === null ? null : facets?.stops.find((s) => s.stops === stops);
          if (stops !== null && facets && !facet && filters.maxStops !== stops) return null;
          return (
            <label key={String(stops)} className="tf-results-filters__check">
              <input type="radio" name="flight-stops" checked={filters.maxStops === stops} onChange={() => onChange({ ...filters, maxStops: stops })} />
              <span>{stops === null ? t('filters.anyStops') : t(`filters.maxStops.${stops as 0 | 1 | 2}`)}</span>
              {facet && <span className="tf-flight-muted">{money(facet.lowest)}</span>}
            </label>
          );
        })}
      </fieldset>
      {facets && facets.airlines.length > 0 && (
        <fieldset>
          <legend>{t('filters.airlines')}</legend>
          {facets.airlines.map((a) => (
            <label key={a.iata} className="tf-results-filters__check">
              <input type="checkbox" checked={filters.airlines.includes(a.iata)} onChange={() => toggleAirline(a.iata)} />
              <span>{a.name}</span>
              <span className="tf-flight-muted">{money(a.lowest)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {(['departWindow', 'arriveWindow'] as const).map((key) => (
        <label key={key} className="tf-results-filters__select">
          <span>{t(`filters.${key}`)}</span>
          <select value={filters[key] ?? ''} onChange={(e) => onChange({ ...filters, [key]: e.target.value === '' ? null : (e.target.value as DayWindow) })}>
            <option value="">{t('filters.anyTime')}</option>
            {WINDOWS.map((w) => (
              <option key={w} value={w}>
                {t(`filters.windows.${w}`, { from: DAY_WINDOWS[w][0], to: DAY_WINDOWS[w][1] })}
              </option>
            ))}
          </select>
        </label>
      ))}
      {longestHours !== null && longestHours > 1 && (
        <label className="tf-results-filters__range">
          <span>{t('filters.maxDuration', { hours: hours ?? longestHours })}</span>
          <input
            type="range"
            min={1}
            max={longestHours}
            value={hours ?? longestHours}
            onChange={(e) => setHours(Number(e.target.value) >= longestHours ? null : Number(e.target.value))}
          />
        </label>
      )}
      {range && range.max.amount > range.min.amount && (
        <label className="tf-results-filters__range">
          <span>{t('filters.maxPrice', { price: money({ amount: price ?? range.max.amount, currency: range.max.currency }) })}</span>
          <input
            type="range"
            min={range.min.amount}
            max={range.max.amount}
            step={Math.max(1, Math.round((range.max.amount - range.min.amount) / 20))}
            value={price ?? range.max.amount}
            onChange={(e) => setPrice(Number(e.target.value) >= range.max.amount ? null : Number(e.target.value))}
          />
        </label>
      )}
      <label className="tf-results-filters__check">
        <input type="checkbox" checked={filters.checkedBag} onChange={(e) => onChange({ ...filters, checkedBag: e.target.checked })} />
        <span>{t('filters.checkedBag')}</span>
      </label>
    </div>
  );
}
