import type { ServiceKey } from '@tripfront/domain/booking/products';
import { fromSearchQuery, searchUrl, type SearchValuesByService } from '@tripfront/domain/search';
import i18next from 'i18next';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { enteredSearch, useEnteredBeforeStart } from '../hooks/entered-before-start.ts';
import { SEARCH_NS, useSearchTranslation } from '../hooks/use-search-translation.ts';
import { TypedPlaces } from '../hooks/typed-places.ts';
import { ServiceSearchForm } from './service-search-form.tsx';
import './search.css';

export interface SearchPageProps {
  service: ServiceKey;
  /** 'start' is /booknow/{service}; 'search' is its results page, which shows the form prefilled. */
  step: 'start' | 'search';
}

/**
 * /booknow/{service} and /booknow/{service}/search: the service's search form, prefilled from the
 * URL; submitting opens /booknow/{service}/search?<query> (the v2 path when the agency enables it).
 */
export function SearchPage({ service, step }: SearchPageProps) {
  const { t: tApp } = useTranslation();
  const { t, ready } = useSearchTranslation();
  const agency = useAgency();
  const navigate = useNavigate();
  const { search } = useLocation();
  const serviceName = tApp(`services.${service}`);
  const cardId = useId();
  // Typed into the server's form before the app started (a page opened without a search: a
  // prefilled form's picked places are not in its fields), the form starts again from it.
  const entered = useEnteredBeforeStart(cardId);
  const restored = search === '' ? entered : null;
  const initialQuery = restored ? enteredSearch(service, restored) : fromSearchQuery(service, search);

  const submit = (values: SearchValuesByService[typeof service]) => {
    void navigate(searchUrl(service, values, agency));
  };

  return (
    <div className="tf-search-page">
      <section className="tf-search-hero" aria-labelledby="search-title">
        <div className="tf-container">
          <h1 id="search-title" className="tf-search-hero__title">
            {serviceName}
          </h1>
          {ready && <p className="tf-search-hero__intro">{t('page.intro', { service: serviceName, agency: agency.agencyName })}</p>}
          <div className="tf-search-card" id={cardId}>
            {/* A new URL (back, forward, a new search) starts the form again from it. */}
            {ready && (
              <TypedPlaces value={restored ?? new URLSearchParams(search)}>
                <ServiceSearchForm
                  key={restored ? 'entered' : search}
                  service={service}
                  label={t('page.formLabel', { service: serviceName })}
                  initialQuery={initialQuery}
                  onSubmit={submit}
                />
              </TypedPlaces>
            )}
          </div>
        </div>
      </section>
      {step === 'search' && ready && (
        <div className="tf-container tf-page">
          <section className="tf-search-results tf-card" aria-labelledby="search-results-title">
            <h2 id="search-results-title">{t('page.resultsTitle')}</h2>
            <p>{t('page.resultsNote', { service: serviceName })}</p>
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * The route component of /booknow/{service} (each product's routes.ts loads it): a component of its
 * own per route, so moving from one service's form to another's starts afresh. It comes with the
 * search texts: a page the server rendered with them hydrates only if they are there too.
 */
export async function loadSearchFormPage(service: ServiceKey): Promise<ComponentType> {
  await i18next.loadNamespaces(SEARCH_NS);
  return function SearchFormPage() {
    return <SearchPage service={service} step="start" />;
  };
}
