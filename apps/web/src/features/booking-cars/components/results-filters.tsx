import type { CarFacets } from '@tripfront/domain/booking/car-api';
import { useMoney } from '../../booking/index.ts';
import type { CarView, CarViewKey } from '../car-urls.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** The results' filters: the choices come from the unfiltered answer's facets, each with its count and lowest price. */
export function CarResultsFilters({ view, onChange, facets }: { view: CarView; onChange: (view: CarView) => void; facets: CarFacets | null }) {
  const { t } = useCarsTranslation();
  const money = useMoney();
  const set = (key: CarViewKey, value: string | undefined) => onChange({ ...view, [key]: value || undefined });
  const toggle = (key: CarViewKey, value: string, on: boolean) => {
    const next = new Set(list(view[key]));
    if (on) next.add(value);
    else next.delete(value);
    set(key, [...next].join(','));
  };
  if (!facets) return null;
  const range = (max: number, from: number) => Array.from({ length: Math.max(0, max - from + 1) }, (_, i) => from + i);
  return (
    <div className="tf-results-filters">
      <fieldset>
        <legend>{t('filters.vehicleClass')}</legend>
        {facets.vehicleClasses.map((c) => (
          <label key={c.value} className="tf-results-filters__check">
            <input type="checkbox" checked={list(view.vehicleClass).includes(c.value)} onChange={(e) => toggle('vehicleClass', c.value, e.target.checked)} />
            <span>{t(`classes.${c.value}`)}</span>
            <span className="tf-car-muted">{money(c.lowest)}</span>
          </label>
        ))}
      </fieldset>
      <label className="tf-results-filters__select">
        <span>{t('filters.transmission')}</span>
        <select value={view.transmission ?? ''} onChange={(e) => set('transmission', e.target.value)}>
          <option value="">{t('filters.any')}</option>
          {facets.transmissions.map((x) => (
            <option key={x.value} value={x.value}>
              {t(`transmission.${x.value}`)}
            </option>
          ))}
        </select>
      </label>
      {(
        [
          ['minSeats', facets.maxSeats, 2, 'filters.minSeats'],
          ['minBags', facets.maxBags, 1, 'filters.minBags'],
          ['minDoors', facets.maxDoors, 2, 'filters.minDoors'],
        ] as const
      ).map(([key, max, from, label]) => (
        <label key={key} className="tf-results-filters__select">
          <span>{t(label)}</span>
          <select value={view[key] ?? ''} onChange={(e) => set(key, e.target.value)}>
            <option value="">{t('filters.any')}</option>
            {range(max, from).map((n) => (
              <option key={n} value={n}>
                {t('filters.atLeast', { count: n })}
              </option>
            ))}
          </select>
        </label>
      ))}
      <fieldset>
        <legend>{t('filters.supplier')}</legend>
        {facets.suppliers.map((s) => (
          <label key={s.value} className="tf-results-filters__check">
            <input type="checkbox" checked={list(view.supplier).includes(s.value)} onChange={(e) => toggle('supplier', s.value, e.target.checked)} />
            <span>{s.value}</span>
            <span className="tf-car-muted">{money(s.lowest)}</span>
          </label>
        ))}
      </fieldset>
      <label className="tf-results-filters__select">
        <span>{t('filters.mileage')}</span>
        <select value={view.mileage ?? ''} onChange={(e) => set('mileage', e.target.value)}>
          <option value="">{t('filters.any')}</option>
          {facets.mileage.map((m) => (
            <option key={m.value} value={m.value}>
              {m.value === 'unlimited' ? t('mileage.unlimited') : t('mileage.limitedShort')}
            </option>
          ))}
        </select>
      </label>
      <label className="tf-results-filters__select">
        <span>{t('filters.fuelPolicy')}</span>
        <select value={view.fuelPolicy ?? ''} onChange={(e) => set('fuelPolicy', e.target.value)}>
          <option value="">{t('filters.any')}</option>
          {facets.fuelPolicies.map((f) => (
            <option key={f.value} value={f.value}>
              {t(`fuel.${f.value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="tf-results-filters__check">
        <input type="checkbox" checked={view.freeCancellation === 'true'} onChange={(e) => set('freeCancellation', e.target.checked ? 'true' : undefined)} />
        <span>{t('filters.freeCancellation')}</span>
      </label>
    </div>
  );
}
