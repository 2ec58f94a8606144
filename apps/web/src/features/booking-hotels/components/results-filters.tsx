import type { BookingMoney } from '@tripfront/domain/booking/price';
import { useEffect, useState } from 'react';
import type { HotelFilters } from '../api/search-hotels.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { useMoney } from '../../booking/index.ts';

interface ResultsFiltersProps {
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
  /** Lowest and highest total before filters (minor units of `currency`), for the price sliders. */
  priceRange: { min: number; max: number } | null;
  currency: string;
}

const DISTANCES = [1, 3, 5, 10] as const;

/** Price range, stars, distance and free cancellation. Sliders apply once the hand stops moving. */
export function ResultsFilters({ filters, onChange, priceRange, currency }: ResultsFiltersProps) {
  const { t } = useHotelsTranslation();
  const money = useMoney();
  const [price, setPrice] = useState({ min: filters.minPrice, max: filters.maxPrice });

  useEffect(() => {
    if (price.min === filters.minPrice && price.max === filters.maxPrice) return;
    const timer = setTimeout(() => onChange({ ...filters, minPrice: price.min, maxPrice: price.max }), 400);
    return () => clearTimeout(timer);
  }, [price, filters, onChange]);

  const toggleStar = (star: number) =>
    onChange({ ...filters, stars: filters.stars.includes(star) ? filters.stars.filter((s) => s !== star) : [...filters.stars, star] });
  const shown = (amount: number): BookingMoney => ({ amount, currency });
  const step = priceRange ? Math.max(1, Math.round((priceRange.max - priceRange.min) / 20)) : 1;

  return (
    <div className="tf-results-filters">
      {priceRange && priceRange.max > priceRange.min && (
        <fieldset>
          <legend>{t('filters.price')}</legend>
          <label className="tf-results-filters__range">
            <span>{t('filters.minPrice', { price: money(shown(price.min ?? priceRange.min)) })}</span>
            <input
              type="range"
              min={priceRange.min}
              max={priceRange.max}
              step={step}
              value={price.min ?? priceRange.min}
              onChange={(e) => {
                const value = Number(e.target.value);
                setPrice((p) => ({ min: value <= priceRange.min ? null : value, max: p.max !== null && p.max < value ? value : p.max }));
              }}
            />
          </label>
          <label className="tf-results-filters__range">
            <span>{t('filters.maxPrice', { price: money(shown(price.max ?? priceRange.max)) })}</span>
            <input
              type="range"
              min={priceRange.min}
              max={priceRange.max}
              step={step}
              value={price.max ?? priceRange.max}
              onChange={(e) => {
                const value = Number(e.target.value);
                setPrice((p) => ({ max: value >= priceRange.max ? null : value, min: p.min !== null && p.min > value ? value : p.min }));
              }}
            />
          </label>
        </fieldset>
      )}
      <fieldset>
        <legend>{t('filters.stars')}</legend>
        {[5, 4, 3, 2, 1].map((star) => (
          <label key={star} className="tf-results-filters__check">
            <input type="checkbox" checked={filters.stars.includes(star)} onChange={() => toggleStar(star)} />
            {t('common.stars', { count: star })}
          </label>
        ))}
      </fieldset>
      <label className="tf-results-filters__select">
        <span>{t('filters.distance')}</span>
        <select
          value={filters.maxDistanceKm ?? ''}
          onChange={(e) => onChange({ ...filters, maxDistanceKm: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('filters.anyDistance')}</option>
          {DISTANCES.map((km) => (
            <option key={km} value={km}>
              {t('filters.withinKm', { km })}
            </option>
          ))}
        </select>
      </label>
      <label className="tf-results-filters__check">
        <input type="checkbox" checked={filters.freeCancellation} onChange={(e) => onChange({ ...filters, freeCancellation: e.target.checked })} />
        {t('common.freeCancellation')}
      </label>
    </div>
  );
}
