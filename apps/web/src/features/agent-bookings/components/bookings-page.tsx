import { AGENT_BOOKINGS_MAX_ROWS, AGENT_BOOKINGS_PAGE_SIZES } from '@tripfront/domain/agent-bookings';
import { useCallback, useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EmptyState } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { BOOKING_NS } from '../../booking/index.ts';
import { exportCsvUrl, useAgentBookings } from '../api/get-agent-bookings.ts';
import { DEFAULT_QUERY, isFiltered, readBookingsQuery, writeBookingsQuery, type BookingsQuery } from '../bookings-query.ts';
import { useAgentBookingsTranslation } from '../hooks/use-agent-bookings-translation.ts';
import { LoadError } from './load-error.tsx';
import { BookingsFilters } from './bookings-filters.tsx';
import { BookingsSkeleton, BookingsTable } from './bookings-table.tsx';

/** Texts the page needs besides its own: the booking namespace (money formatting, the cancel dialog). */
export const PAGE_NAMESPACES = [BOOKING_NS] as const;

/** A change to the query; it goes back to the first page unless `keepPage` (the pager's own moves). */
type UpdateQuery = (change: Partial<BookingsQuery>, options?: { keepPage?: boolean }) => void;

/**
 * /bookings (issue #16): every booking of the agency, searched, filtered, sorted and paged on the
 * server. The URL keeps the query, so a link or a reload shows the same list; the CSV export link
 * carries the same filters and sort.
 */
export function BookingsPage() {
  const { t } = useAgentBookingsTranslation();
  const [params, setParams] = useSearchParams();
  const query = readBookingsQuery(params);
  const list = useAgentBookings(query);
  const sizeId = useId();

  const update = useCallback<UpdateQuery>(
    (change, options = {}) => {
      const next = { ...query, ...change, ...(options.keepPage ? {} : { page: change.page ?? 1 }) };
      setParams(writeBookingsQuery(next));
    },
    [query, setParams],
  );

  const refused = list.error instanceof ApiError && list.error.status === 403;
  const data = list.data;
  // A page past the end (an old link, bookings cancelled meanwhile) goes back to the first page.
  const pastTheEnd = data !== undefined && !list.isPlaceholderData && data.data.length === 0 && query.page > 1;
  useEffect(() => {
    if (pastTheEnd) setParams(writeBookingsQuery({ ...query, page: 1 }), { replace: true });
  }, [pastTheEnd, query, setParams]);

  return (
    <div className="tf-agent-bookings__page">
      <header className="tf-agent-bookings__header">
        <div>
          <h1>{t('title')}</h1>
          <p className="tf-agent-bookings__lede">{t('description')}</p>
        </div>
        {!refused && (
          <div className="tf-agent-bookings__actions">
            <Link className="tf-button tf-button--ghost" to={paths.agent.receipts()}>
              {t('receipts.link')}
            </Link>
            <a className="tf-button tf-button--outline" href={exportCsvUrl(query)} download aria-describedby={`${sizeId}-export`}>
              {t('export')}
            </a>
          </div>
        )}
        <p id={`${sizeId}-export`} className="tf-sr-only">
          {t('exportHint')}
        </p>
      </header>

      {refused ? (
        <p className="tf-agent-bookings__notice" role="alert">
          {t('refused')}
        </p>
      ) : (
        <>
          <BookingsFilters
            query={query}
            onChange={update}
            onClear={() => setParams(writeBookingsQuery({ ...DEFAULT_QUERY, sort: query.sort, order: query.order, pageSize: query.pageSize }))}
            filtered={isFiltered(query)}
          />
          <BookingsList list={list} query={query} pastTheEnd={pastTheEnd} onChange={update} />
        </>
      )}
    </div>
  );
}

/** Loading, a failed first load, empty (filtered or new), or the page of bookings with its pager. */
function BookingsList({
  list,
  query,
  pastTheEnd,
  onChange,
}: {
  list: ReturnType<typeof useAgentBookings>;
  query: BookingsQuery;
  pastTheEnd: boolean;
  onChange: UpdateQuery;
}) {
  const { t, i18n } = useAgentBookingsTranslation();
  const data = list.data;
  if (list.isPending || pastTheEnd) return <BookingsSkeleton label={t('loading')} />;
  if (list.isError && !data) return <LoadError text={t('loadError')} onRetry={() => void list.refetch()} />;
  if (!data) return null;
  if (data.data.length === 0) {
    return isFiltered(query) ? (
      <EmptyState title={t('emptyFiltered')} role="status">
        <p>{t('emptyFilteredText')}</p>
      </EmptyState>
    ) : (
      <EmptyState title={t('emptyNew')} role="status">
        <p>{t('emptyNewText')}</p>
      </EmptyState>
    );
  }
  const number = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(n);
  return (
    <>
      <p className="tf-agent-bookings__count" role="status">
        {data.totalCapped ? t('countCapped', { count: number(AGENT_BOOKINGS_MAX_ROWS) }) : t('count', { count: data.total })}
        {list.isFetching && <span className="tf-agent-bookings__muted"> · {t('updating')}</span>}
      </p>
      {list.isError && (
        <p className="tf-form__alert" role="alert">
          {t('loadError')}{' '}
          <button type="button" className="tf-button tf-button--ghost" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      <BookingsTable
        rows={data.data}
        query={query}
        onSort={(change) => onChange(change)}
        caption={t('tableLabel', { page: query.page })}
        busy={list.isFetching}
      />
      <BookingsPager query={query} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onChange={onChange} number={number} />
    </>
  );
}

function BookingsPager({ query, pages, onChange, number }: { query: BookingsQuery; pages: number; onChange: UpdateQuery; number: (n: number) => string }) {
  const { t } = useAgentBookingsTranslation();
  const sizeId = useId();
  return (
    <nav className="tf-agent-bookings__pages" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="tf-button tf-button--outline"
        disabled={query.page <= 1}
        onClick={() => onChange({ page: query.page - 1 }, { keepPage: true })}
      >
        {t('pagination.previous')}
      </button>
      <span aria-current="page">{t('pagination.page', { page: number(query.page), pages: number(pages) })}</span>
      <button
        type="button"
        className="tf-button tf-button--outline"
        disabled={query.page >= pages}
        onClick={() => onChange({ page: query.page + 1 }, { keepPage: true })}
      >
        {t('pagination.next')}
      </button>
      <label className="tf-agent-bookings__size" htmlFor={`${sizeId}-size`}>
        {t('pagination.pageSize')}
        <select id={`${sizeId}-size`} value={query.pageSize} onChange={(e) => onChange({ pageSize: Number(e.target.value) })}>
          {AGENT_BOOKINGS_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
