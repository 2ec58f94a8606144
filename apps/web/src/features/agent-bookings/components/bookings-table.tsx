import type { AgentBookingRow, AgentBookingSort } from '@tripfront/domain/agent-bookings';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PRODUCT_SERVICE, useMoney } from '../../booking/index.ts';
import { nextSort, type BookingsQuery } from '../bookings-query.ts';
import { useAgentBookingsTranslation, type AgentBookingsKey } from '../hooks/use-agent-bookings-translation.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';

interface TableProps {
  rows: AgentBookingRow[];
  query: BookingsQuery;
  onSort: (change: Pick<BookingsQuery, 'sort' | 'order'>) => void;
  caption: string;
  busy: boolean;
}

const COLUMNS: { key: string; label: AgentBookingsKey; sort?: AgentBookingSort }[] = [
  { key: 'reference', label: 'columns.reference', sort: 'reference' },
  { key: 'createdAt', label: 'columns.createdAt', sort: 'createdAt' },
  { key: 'destination', label: 'columns.destination' },
  { key: 'traveller', label: 'columns.traveller' },
  { key: 'agent', label: 'columns.agent' },
  { key: 'startDate', label: 'columns.startDate', sort: 'startDate' },
  { key: 'total', label: 'columns.total', sort: 'total' },
  { key: 'status', label: 'columns.status', sort: 'status' },
];

function SortArrow({ order }: { order: 'asc' | 'desc' | null }) {
  return (
    <svg className="tf-agent-bookings__arrow" data-order={order ?? 'none'} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      {order !== 'desc' && <path d="M8 3l4 5H4z" fill="currentColor" opacity={order === 'asc' ? 1 : 0.35} />}
      {order !== 'asc' && <path d="M8 13l4-5H4z" fill="currentColor" opacity={order === 'desc' ? 1 : 0.35} />}
    </svg>
  );
}

/** A sortable header's aria-sort: ascending or descending when the table is sorted by it, else none. */
function ariaSort(sort: AgentBookingSort | undefined, order: 'asc' | 'desc' | null): 'ascending' | 'descending' | 'none' | undefined {
  if (!sort) return undefined;
  if (!order) return 'none';
  return order === 'asc' ? 'ascending' : 'descending';
}

/**
 * The bookings as a table with sortable headers (aria-sort on the sorted one); in a labelled,
 * scrollable region on middling screens, and one card per booking on phones (agent-bookings.css).
 */
export function BookingsTable({ rows, query, onSort, caption, busy }: TableProps) {
  const dates = useDisplayDate();
  const { t } = useAgentBookingsTranslation();
  const { t: tShell } = useTranslation();
  const money = useMoney();
  return (
    <div className="tf-agent-bookings__table" role="region" aria-label={caption} tabIndex={0}>
      <table aria-busy={busy || undefined}>
        <caption className="tf-sr-only">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => {
              const sorted = c.sort !== undefined && query.sort === c.sort;
              return (
                <th key={c.key} scope="col" aria-sort={ariaSort(c.sort, sorted ? query.order : null)}>
                  {c.sort ? (
                    <button type="button" className="tf-agent-bookings__sort" onClick={() => onSort(nextSort(query, c.sort!))}>
                      {t(c.label)}
                      <SortArrow order={sorted ? query.order : null} />
                    </button>
                  ) : (
                    t(c.label)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.reference} data-status={b.status}>
              <td data-label={t('columns.reference')}>
                <Link className="tf-agent-bookings__ref" to={paths.agent.bookingDetails(b.reference)}>
                  <Ltr>{b.reference}</Ltr>
                </Link>
              </td>
              <td data-label={t('columns.createdAt')}>
                <time dateTime={b.createdAt}>{dates.date(b.createdAt)}</time>
              </td>
              <td data-label={t('columns.destination')}>
                {/* One child per cell: on phones a cell is a two-column grid, its label then its value. */}
                <div>
                  <span className="tf-agent-bookings__product">{tShell(`services.${PRODUCT_SERVICE[b.product]}`)}</span>
                  <bdi className="tf-agent-bookings__title">{b.title}</bdi>
                  {b.location && <span className="tf-agent-bookings__muted">{b.location}</span>}
                </div>
              </td>
              <td data-label={t('columns.traveller')}>
                <div>
                  <span>{b.traveller.name}</span>
                  <bdi className="tf-agent-bookings__muted">{b.traveller.email}</bdi>
                </div>
              </td>
              <td data-label={t('columns.agent')}>{b.agent ? b.agent.name || b.agent.email : <span aria-hidden="true">{t('noAgent')}</span>}</td>
              <td data-label={t('columns.startDate')}>{dates.range(b.startDate, b.endDate)}</td>
              <td data-label={t('columns.total')} className="tf-agent-bookings__money">
                {money(b.total)}
              </td>
              <td data-label={t('columns.status')}>
                <span className="tf-agent-bookings__status" data-status={b.status}>
                  {t(`status.${b.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The loading skeleton: the table's shape with grey bars, announced once as loading. */
export function BookingsSkeleton({ label }: { label: string }) {
  return (
    <div className="tf-agent-bookings__skeleton" role="status" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="tf-agent-bookings__skeleton-row" aria-hidden="true">
          <span />
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}
