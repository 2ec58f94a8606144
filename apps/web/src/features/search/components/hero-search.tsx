import type { ServiceKey } from '@tripfront/domain/booking/products';
import { searchUrl, type SearchValuesByService } from '@tripfront/domain/search';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { enteredSearch, useEnteredBeforeStart } from '../hooks/entered-before-start.ts';
import { TypedPlaces } from '../hooks/typed-places.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { ServiceSearchForm } from './service-search-form.tsx';
import './search.css';

export interface HeroSearchProps {
  /** The agency's active services in its order (useBookingLinks); the first one's form shows first. */
  services: readonly ServiceKey[];
}

/** The tab a key moves to (ARIA tabs: arrows wrap, Home and End; in RTL the arrows follow the reading direction). */
export function nextTab(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The home hero's search (issue #20, decision 0061): the first active service's form, and tabs
 * (the ARIA tabs pattern, a tab chosen by arrows) for the others. The forms are /booknow's own;
 * submitting does what /booknow/{service} does. Before the app starts, the form the server
 * rendered is a plain GET form (SearchFormShell).
 */
export function HeroSearch({ services }: HeroSearchProps) {
  const { t: tApp, i18n } = useTranslation();
  const { t } = useSearchTranslation();
  const agency = useAgency();
  const navigate = useNavigate();
  const id = useId();
  const [current, setCurrent] = useState<ServiceKey | undefined>(services[0]);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  // Typed into the server's form before the app started: the form starts again from it.
  const entered = useEnteredBeforeStart(`${id}-panel`);
  const service = current && services.includes(current) ? current : services[0];
  if (!service) return null;

  const submit = (values: SearchValuesByService[typeof service]) => {
    void navigate(searchUrl(service, values, agency));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTab(event.key, index, services.length, i18n.dir(i18n.language) === 'rtl');
    if (next === null) return;
    event.preventDefault();
    setCurrent(services[next]);
    tabs.current[next]?.focus();
  };
  const serviceName = tApp(`services.${service}`);

  return (
    <div className="tf-hero-search">
      {services.length > 1 && (
        <div className="tf-hero-search__tabs" role="tablist" aria-label={t('hero.tabsLabel')}>
          {services.map((s, index) => (
            <button
              key={s}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${s}`}
              aria-selected={s === service}
              aria-controls={`${id}-panel`}
              tabIndex={s === service ? 0 : -1}
              className="tf-hero-search__tab"
              onClick={() => setCurrent(s)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tApp(`services.${s}`)}
            </button>
          ))}
        </div>
      )}
      <div
        className="tf-search-card tf-hero-search__panel"
        id={`${id}-panel`}
        {...(services.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${service}` } : {})}
        data-service={service}
      >
        <TypedPlaces value={entered && service === services[0] ? entered : null}>
          <ServiceSearchForm
            key={entered ? `${service}-entered` : service}
            service={service}
            label={t('page.formLabel', { service: serviceName })}
            initialQuery={entered && service === services[0] ? enteredSearch(service, entered) : undefined}
            onSubmit={submit}
          />
        </TypedPlaces>
      </div>
    </div>
  );
}
