import { formatDateTime } from '@tripfront/domain/dates';
import type { SearchRow } from '@tripfront/domain/command-center/api';
import { readProductFilter, SERVICE_KEYS, type ProductFilter } from '@tripfront/domain/command-center/figures';
import type { ServiceKey } from '@tripfront/domain/booking/products';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useSearches } from '../api/get-searches.ts';
import { useSearchesTranslation, type SearchesT } from '../hooks/use-searches-translation.ts';
import { AgentPage } from '../../agent-nav/index.ts';
import '../../../components/ui/form.css';
import './searches.css';

/** /searches (issue #16): the agency's recent searches, for agents with the Searches read permission. */
export function SearchesPage() {
  const { t } = useSearchesTranslation();
  return (
    <AgentPage
      className="tf-searches"
      title={t('title')}
      description={t('description')}
      permission="searches"
      messages={{ agentsOnly: t('agentsOnly'), noPermission: t('noPermission') }}
    >
      <SearchList />
    </AgentPage>
  );
}

function SearchList() {
  const { t, i18n } = useSearchesTranslation();
  // Product names are the app's own (translation.json services.*), as in the menus.
  const { t: tApp } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const product: ProductFilter = readProductFilter(params.get('product'));
  const query = useSearches({ page, product });
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const formats = useMemo(
    () => ({
      when: (iso: string) => formatDateTime(iso, locale),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
      count: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
  const go = (patch: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  return (
    <>
      <div className="tf-form__field tf-searches__filter">
        <label htmlFor={`${id}-product`}>{t('product')}</label>
        <select id={`${id}-product`} value={product} onChange={(e) => go({ product: e.target.value === 'all' ? null : e.target.value, page: null })}>
          <option value="all">{t('products.all')}</option>
          {SERVICE_KEYS.map((s) => (
            <option key={s} value={s}>
              {tApp(`services.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {query.data ? (
        query.data.items.length === 0 ? (
          <section className="tf-searches__empty" aria-labelledby={`${id}-empty`}>
            <h2 id={`${id}-empty`}>{t('empty.title')}</h2>
            <p>{t('empty.text')}</p>
          </section>
        ) : (
          <>
            <table className="tf-searches__table" aria-busy={query.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.when')}</th>
                  <th scope="col">{t('columns.who')}</th>
                  <th scope="col">{t('columns.product')}</th>
                  <th scope="col">{t('columns.destination')}</th>
                  <th scope="col">{t('columns.dates')}</th>
                  <th scope="col">{t('columns.party')}</th>
                  <th scope="col">{t('columns.results')}</th>
                  <th scope="col">{t('columns.booked')}</th>
                  <th scope="col">
                    <span className="tf-sr-only">{t('columns.action')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((s) => (
                  <Row
                    key={s.id}
                    s={s}
                    t={t}
                    product={(SERVICE_KEYS as readonly string[]).includes(s.service) ? tApp(`services.${s.service as ServiceKey}`) : s.service}
                    formats={formats}
                  />
                ))}
              </tbody>
            </table>
            {query.data.totalPages > 1 && (
              <nav className="tf-searches__pages" aria-label={t('pages.label')}>
                <button type="button" className="tf-button tf-button--outline" disabled={page <= 1} onClick={() => go({ page: String(page - 1) })}>
                  {t('pages.previous')}
                </button>
                <span aria-live="polite">{t('pages.status', { page: formats.count.format(page), pages: formats.count.format(query.data.totalPages) })}</span>
                <button
                  type="button"
                  className="tf-button tf-button--outline"
                  disabled={page >= query.data.totalPages}
                  onClick={() => go({ page: String(page + 1) })}
                >
                  {t('pages.next')}
                </button>
              </nav>
            )}
          </>
        )
      ) : query.isError ? (
        <div className="tf-settings__notice" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="tf-button tf-button--outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <LoadingStatus>{t('loading')}</LoadingStatus>
      )}
    </>
  );
}

interface Formats {
  when: (iso: string) => string;
  day: Intl.DateTimeFormat;
  count: Intl.NumberFormat;
}

const PARTY_KEYS = ['adults', 'children', 'rooms'] as const;

function Row({ s, t, product, formats }: { s: SearchRow; t: SearchesT; product: string; formats: Formats }) {
  const day = (d: string | null) => (d ? formats.day.format(new Date(`${d}T00:00:00Z`)) : '');
  return (
    <tr>
      <td data-label={t('columns.when')}>
        <time dateTime={s.createdAt}>{formats.when(s.createdAt)}</time>
      </td>
      <td data-label={t('columns.who')}>{s.userName ?? t('visitor')}</td>
      <td data-label={t('columns.product')}>{product}</td>
      <td data-label={t('columns.destination')}>
        <bdi>{s.destination}</bdi>
      </td>
      <td data-label={t('columns.dates')}>
        {s.startDate && (
          <bdi>
            {day(s.startDate)}
            {s.endDate ? ` – ${day(s.endDate)}` : ''}
          </bdi>
        )}
      </td>
      <td data-label={t('columns.party')}>
        {PARTY_KEYS.filter((k) => s.party[k] !== undefined)
          .map((k) => t(`party.${k}`, { count: formats.count.format(s.party[k]!) }))
          .join(' · ')}
      </td>
      <td data-label={t('columns.results')}>{formats.count.format(s.resultCount)}</td>
      <td data-label={t('columns.booked')}>{s.ledToBooking ? t('yes') : t('no')}</td>
      <td>
        <Link to={s.searchUrl} aria-label={t('searchAgainLabel', { destination: s.destination })}>
          {t('searchAgain')}
        </Link>
      </td>
    </tr>
  );
}
