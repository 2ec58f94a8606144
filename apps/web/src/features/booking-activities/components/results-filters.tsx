import { ACTIVITY_CATEGORIES, ACTIVITY_DURATIONS, type ActivitySearchAnswer } from '@tripfront/domain/booking/activity-api';
import { useEffect, useState } from 'react';
import { useMoney } from '../../booking/index.ts';
import type { ActivityFilters } from '../activity-urls.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';

type Facets = ActivitySearchAnswer['data']['facets'];

interface Props {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
  /** From the unfiltered answer: the categories, durations and price range to offer. */
  facets: Facets | null;
}

const RATINGS = [4.5, 4, 3.5] as const;

/** Category, duration, price, rating and free cancellation. The price slider applies once the hand stops. */
export function ActivityResultsFilters({ filters, onChange, facets }: Props) {
  const { t } = useActivitiesTranslation();
  const money = useMoney();
  const [price, setPrice] = useState(filters.maxPrice);
  useEffect(() => {
    if (price === filters.maxPrice) return;
    const timer = setTimeout(() => onChange({ ...filters, maxPrice: price }), 400);
    return () => clearTimeout(timer);
  }, [price, filters, onChange]);
  const toggle = <T extends string>(list: T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const range = facets?.priceRange ?? null;

  return (
    <div className="tf-results-filters">
      <fieldset>
        <legend>{t('filters.category')}</legend>
        {ACTIVITY_CATEGORIES.map((c) => {
          const facet = facets?.categories.find((x) => x.category === c);
          if (facets && !facet && !filters.categories.includes(c)) return null;
          return (
            <label key={c} className="tf-results-filters__check">
              <input
                type="checkbox"
                checked={filters.categories.includes(c)}
                onChange={() => onChange({ ...filters, categories: toggle(filters.categories, c) })}
              />
              <span>{t(`category.${c}`)}</span>
              {facet && <span className="tf-activity-muted">{facet.count}</span>}
            </label>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('filters.duration')}</legend>
        {ACTIVITY_DURATIONS.map((d) => {
          const facet = facets?.durations.find((x) => x.duration === d);
          if (facets && !facet && !filters.durations.includes(d)) return null;
          return (
            <label key={d} className="tf-results-filters__check">
              <input
                type="checkbox"
                checked={filters.durations.includes(d)}
                onChange={() => onChange({ ...filters, durations: toggle(filters.durations, d) })}
              />
              <span>{t(`duration.${d}`)}</span>
              {facet && <span className="tf-activity-muted">{facet.count}</span>}
            </label>
          );
        })}
      </fieldset>
      {range && range.max.amount > range.min.amount && (
        <fieldset>
          <legend>{t('filters.price')}</legend>
          <label className="tf-results-filters__range">
            <span>{t('filters.maxPrice', { price: money({ amount: price ?? range.max.amount, currency: range.max.currency }) })}</span>
            <input
              type="range"
              min={range.min.amount}
              max={range.max.amount}
              step={Math.max(1, Math.round((range.max.amount - range.min.amount) / 50))}
              value={price ?? range.max.amount}
              onChange={(e) => setPrice(Number(e.target.value) >= range.max.amount ? null : Number(e.target.value))}
            />
          </label>
        </fieldset>
      )}
      <fieldset>
        <legend>{t('filters.rating')}</legend>
        {[null, ...RATINGS].map((r) => (
          <label key={String(r)} className="tf-results-filters__check">
            <input type="radio" name="activity-rating" checked={filters.minRating === r} onChange={() => onChange({ ...filters, minRating: r })} />
            <span>{r === null ? t('filters.anyRating') : t('filters.minRating', { rating: r })}</span>
          </label>
        ))}
      </fieldset>
      <label className="tf-results-filters__check">
        <input type="checkbox" checked={filters.freeCancellation} onChange={() => onChange({ ...filters, freeCancellation: !filters.freeCancellation })} />
        <span>{t('filters.freeCancellation')}</span>
        {facets && <span className="tf-activity-muted">{facets.freeCancellation}</span>}
      </label>
    </div>
  );
}
