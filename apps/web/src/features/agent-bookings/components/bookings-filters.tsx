import { BOOKING_STATUSES } from '@tripfront/domain/booking/bookings';
import { PRODUCTS, PRODUCT_SERVICE } from '@tripfront/domain/booking/products';
import { AGENT_BOOKINGS_SEARCH_MAX } from '@tripfront/domain/agent-bookings';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingAgents } from '../api/get-booking-agents.ts';
import type { BookingsQuery } from '../bookings-query.ts';
import { useAgentBookingsTranslation } from '../hooks/use-agent-bookings-translation.ts';

interface FiltersProps {
  query: BookingsQuery;
  /** Applies a change: the page goes back to 1 and the URL keeps it. */
  onChange: (change: Partial<BookingsQuery>) => void;
  onClear: () => void;
  filtered: boolean;
}

/**
 * Search and filters. Choices apply at once; the search text applies on Enter or the Search
 * button, so typing does not send a request per key.
 */
export function BookingsFilters({ query, onChange, onClear, filtered }: FiltersProps) {
  const { t } = useAgentBookingsTranslation();
  const { t: tShell } = useTranslation();
  const agents = useBookingAgents();
  const id = useId();
  const [text, setText] = useState(query.q ?? '');
  // The URL changed elsewhere (back button, Clear): show its search.
  useEffect(() => setText(query.q ?? ''), [query.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };

  return (
    <form className="tf-agent-bookings__filters" role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <div className="tf-form__field tf-agent-bookings__search">
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <div className="tf-agent-bookings__search-row">
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={AGENT_BOOKINGS_SEARCH_MAX}
            placeholder={t('filters.searchPlaceholder')}
            aria-describedby={`${id}-q-hint`}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="tf-button tf-button--primary">
            {t('filters.apply')}
          </button>
        </div>
        <p id={`${id}-q-hint`} className="tf-form__hint">
          {t('filters.searchHint')}
        </p>
      </div>
      <div className="tf-agent-bookings__choices">
        <div className="tf-form__field">
          <label htmlFor={`${id}-product`}>{t('filters.product')}</label>
          <select
            id={`${id}-product`}
            value={query.product ?? ''}
            onChange={(e) => onChange({ product: (e.target.value || undefined) as BookingsQuery['product'] })}
          >
            <option value="">{t('filters.any')}</option>
            {PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {tShell(`services.${PRODUCT_SERVICE[p]}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
          <select
            id={`${id}-status`}
            value={query.status ?? ''}
            onChange={(e) => onChange({ status: (e.target.value || undefined) as BookingsQuery['status'] })}
          >
            <option value="">{t('filters.any')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
          <input id={`${id}-from`} type="date" value={query.from ?? ''} max={query.to} onChange={(e) => onChange({ from: e.target.value || undefined })} />
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
          <input id={`${id}-to`} type="date" value={query.to ?? ''} min={query.from} onChange={(e) => onChange({ to: e.target.value || undefined })} />
        </div>
        {agents.data && (
          <div className="tf-form__field">
            <label htmlFor={`${id}-agent`}>{t('filters.agent')}</label>
            <select id={`${id}-agent`} value={query.agentId ?? ''} onChange={(e) => onChange({ agentId: e.target.value || undefined })}>
              <option value="">{t('filters.any')}</option>
              {agents.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name || a.email}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {filtered && (
        <button type="button" className="tf-button tf-button--ghost tf-agent-bookings__clear" onClick={onClear}>
          {t('filters.clear')}
        </button>
      )}
    </form>
  );
}
