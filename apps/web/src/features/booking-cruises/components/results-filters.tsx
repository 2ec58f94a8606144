import type { CruiseSearchAnswer } from '@tripfront/domain/booking/cruise-api';
import type { CruiseFilters } from '../cruise-urls.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';

type Facets = CruiseSearchAnswer['data']['facets'];

const toggle = <T extends string>(list: T[], v: T): T[] => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

/** Destination region, departure port and length, each with its count from the unfiltered answer. */
export function CruiseResultsFilters({ filters, onChange, facets }: { filters: CruiseFilters; onChange: (f: CruiseFilters) => void; facets: Facets | null }) {
  const { t } = useCruiseTranslation();
  return (
    <div className="tf-results-filters">
      <fieldset>
        <legend>{t('filters.region')}</legend>
        {(facets?.regions ?? []).map((r) => (
          <label key={r.region} className="tf-results-filters__check">
            <input
              type="checkbox"
              checked={filters.region.includes(r.region)}
              onChange={() => onChange({ ...filters, region: toggle(filters.region, r.region) })}
            />
            <span>{t(`regions.${r.region}`)}</span>
            <span className="tf-cruise-muted">{r.count}</span>
          </label>
        ))}
      </fieldset>
      <div className="tf-field tf-cruise-port">
        <label htmlFor="cruise-port">{t('filters.port')}</label>
        <select id="cruise-port" value={filters.port ?? ''} onChange={(e) => onChange({ ...filters, port: e.target.value || null })}>
          <option value="">{t('filters.anyPort')}</option>
          {(facets?.ports ?? []).map((p) => (
            <option key={p.port} value={p.port}>
              {p.port} ({p.count})
            </option>
          ))}
          {filters.port && !facets?.ports.some((p) => p.port === filters.port) && <option value={filters.port}>{filters.port}</option>}
        </select>
      </div>
      <fieldset>
        <legend>{t('filters.length')}</legend>
        {(facets?.lengths ?? []).map((l) => (
          <label key={l.length} className="tf-results-filters__check">
            <input
              type="checkbox"
              checked={filters.length.includes(l.length)}
              onChange={() => onChange({ ...filters, length: toggle(filters.length, l.length) })}
            />
            <span>{t(`lengths.${l.length}`)}</span>
            <span className="tf-cruise-muted">{l.count}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
