import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { RECEIPT_KINDS, type Receipt, type ReceiptKind } from '@tripfront/domain/receipts';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/status.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { BOOKING_NS, DownloadReceipt, useMoney } from '../../booking/index.ts';
import { receiptsCsvUrl, useAgencyReceipts, type ReceiptsFilter } from '../api/get-agency-receipts.ts';
import { useAgentBookingsTranslation } from '../hooks/use-agent-bookings-translation.ts';
import { LoadError } from './load-error.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useListFormat } from '../../../lib/use-list-format.ts';

/** Texts the page needs besides its own: the booking namespace (money formatting). */
export const PAGE_NAMESPACES = [BOOKING_NS] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const COLUMNS = ['number', 'kind', 'booking', 'buyer', 'seller', 'amount', 'taxes', 'issuedAt', 'document'] as const;

/** The list's filters from the URL; anything unreadable is left out. */
function readFilter(params: URLSearchParams): ReceiptsFilter {
  const kind = params.get('kind');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const reference = params.get('reference')?.trim() ?? '';
  const page = Number(params.get('page'));
  return {
    kind: (RECEIPT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ReceiptKind) : undefined,
    from: DAY.test(from) ? from : undefined,
    // A range that ends before it starts (typed into the URL, or one field changed past the other) keeps its start:
    // the API would refuse it, and "Try again" could not help.
    to: DAY.test(to) && !(DAY.test(from) && to < from) ? to : undefined,
    reference: reference.length > 0 && reference.length <= 40 ? reference : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeFilter(f: ReceiptsFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (f.kind) out.set('kind', f.kind);
  if (f.from) out.set('from', f.from);
  if (f.to) out.set('to', f.to);
  if (f.reference) out.set('reference', f.reference);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/**
 * /bookings/receipts (decision 0087): the agency's receipts, newest first, for its accounting:
 * number, kind, booking, buyer, seller (with the legal details it was issued with), amount, taxes
 * and date; filtered by kind and issue days, paged on the server; "Export CSV" downloads every
 * receipt of the same filters.
 */
export function ReceiptsPage() {
  const { t } = useAgentBookingsTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useAgencyReceipts(filter);
  const id = useId();
  const update = (change: Partial<ReceiptsFilter>) => setParams(writeFilter({ ...filter, page: 1, ...change }));

  const refused = list.error instanceof ApiError && list.error.status === 403;
  const filtered = filter.kind !== undefined || filter.from !== undefined || filter.to !== undefined || filter.reference !== undefined;

  return (
    <div className="tf-agent-bookings__page">
      <Link className="tf-agent-bookings__back" to={paths.agent.bookings()}>
        {t('receipts.back')}
      </Link>
      <header className="tf-agent-bookings__header">
        <div>
          <h1>{t('receipts.title')}</h1>
          <p className="tf-agent-bookings__lede">{t('receipts.description')}</p>
        </div>
        {!refused && (
          <a className="tf-button tf-button--outline" href={receiptsCsvUrl(filter)} download aria-describedby={`${id}-export`}>
            {t('export')}
          </a>
        )}
        <p id={`${id}-export`} className="tf-sr-only">
          {t('receipts.exportHint')}
        </p>
      </header>

      {refused ? (
        <p className="tf-agent-bookings__notice" role="alert">
          {t('refused')}
        </p>
      ) : (
        <>
          {/* The bookings page's filter box and fields, so both lists of the back-office read alike. */}
          <ReceiptFilters filter={filter} filtered={filtered} update={update} onClear={() => setParams(new URLSearchParams())} />
          <ReceiptsList list={list} filter={filter} filtered={filtered} update={update} />
        </>
      )}
    </div>
  );
}

/** The seller as the receipt was issued: its legal name (or the agency name) and the numbers it carried. */
function SellerCell({ seller }: { seller: Receipt['seller'] }) {
  const { t } = useAgentBookingsTranslation();
  return (
    <>
      {seller.legalName || seller.name}
      {seller.registrationNumber && (
        <span className="tf-agent-receipts__seller-detail">{t('receipts.registrationNumber', { number: seller.registrationNumber })}</span>
      )}
      {seller.taxNumber && <span className="tf-agent-receipts__seller-detail">{t('receipts.taxNumber', { number: seller.taxNumber })}</span>}
    </>
  );
}

interface ReceiptFiltersProps {
  filter: ReceiptsFilter;
  filtered: boolean;
  update: (change: Partial<ReceiptsFilter>) => void;
  onClear: () => void;
}

/** The kind and the issue days (the bookings page's filter box and fields, so both lists read alike). */
function ReceiptFilters({ filter, filtered, update, onClear }: ReceiptFiltersProps) {
  const { t } = useAgentBookingsTranslation();
  const id = useId();
  return (
    <form className="tf-agent-bookings__filters" aria-label={t('receipts.filters')} onSubmit={(e) => e.preventDefault()}>
      <div className="tf-agent-bookings__choices">
        <div className="tf-form__field">
          <label htmlFor={`${id}-kind`}>{t('receipts.columns.kind')}</label>
          <select id={`${id}-kind`} value={filter.kind ?? ''} onChange={(e) => update({ kind: (e.target.value || undefined) as ReceiptKind | undefined })}>
            <option value="">{t('filters.any')}</option>
            {RECEIPT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`receipts.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${id}-from`}>{t('receipts.from')}</label>
          <input id={`${id}-from`} type="date" value={filter.from ?? ''} max={filter.to} onChange={(e) => update({ from: e.target.value || undefined })} />
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${id}-to`}>{t('receipts.to')}</label>
          <input id={`${id}-to`} type="date" value={filter.to ?? ''} min={filter.from} onChange={(e) => update({ to: e.target.value || undefined })} />
        </div>
      </div>
      {filter.reference && <p className="tf-agent-bookings__count">{t('receipts.forBooking', { reference: filter.reference })}</p>}
      {filtered && (
        <button type="button" className="tf-button tf-button--ghost tf-agent-bookings__clear" onClick={onClear}>
          {t('filters.clear')}
        </button>
      )}
    </form>
  );
}

interface ReceiptsListProps {
  list: ReturnType<typeof useAgencyReceipts>;
  filter: ReceiptsFilter;
  filtered: boolean;
  update: (change: Partial<ReceiptsFilter>) => void;
}

/** Loading, the error with Try again, none (for these filters), or a page of receipts with the pages around it. */
function ReceiptsList({ list, filter, filtered, update }: ReceiptsListProps) {
  const { t } = useAgentBookingsTranslation();
  const money = useMoney();
  const lists = useListFormat();
  const dates = useDisplayDate();
  const day = (iso: string) => dates.date(iso);
  const data = list.data;
  if (list.isPending) {
    return (
      <p className="tf-agent-bookings__muted" role="status" aria-busy="true">
        {t('receipts.loading')}
      </p>
    );
  }
  if (list.isError && !data) return <LoadError text={t('receipts.loadError')} onRetry={() => void list.refetch()} />;
  if (!data) return null;
  if (data.data.length === 0) {
    return (
      <EmptyState title={filtered ? t('receipts.emptyFiltered') : t('receipts.empty')} role="status">
        <p>{filtered ? t('receipts.emptyFilteredText') : t('receipts.emptyText')}</p>
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <p className="tf-agent-bookings__count" role="status">
        {t('receipts.count', { count: data.total })}
      </p>
      {/* As the bookings table: a scrollable region on middling screens, one card per receipt on phones. */}
      <div className="tf-agent-bookings__table" role="region" aria-label={t('receipts.tableLabel', { page: filter.page })} tabIndex={0}>
        <table aria-busy={list.isFetching || undefined}>
          <caption className="tf-sr-only">{t('receipts.tableLabel', { page: filter.page })}</caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(`receipts.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.data.map((r) => (
              <tr key={r.id}>
                <td data-label={t('receipts.columns.number')}>
                  <Ltr className="tf-agent-bookings__ref">{r.label}</Ltr>
                </td>
                <td data-label={t('receipts.columns.kind')}>{t(`receipts.kinds.${r.kind}`)}</td>
                <td data-label={t('receipts.columns.booking')}>
                  <Link className="tf-agent-bookings__ref" to={paths.agent.bookingDetails(r.bookingReference)}>
                    <Ltr>{r.bookingReference}</Ltr>
                  </Link>
                </td>
                <td data-label={t('receipts.columns.buyer')}>
                  <bdi>{r.buyer.name || r.buyer.email}</bdi>
                </td>
                <td data-label={t('receipts.columns.seller')}>
                  <SellerCell seller={r.seller} />
                </td>
                <td data-label={t('receipts.columns.amount')} className="tf-agent-bookings__money">
                  {money(r.amount)}
                </td>
                <td data-label={t('receipts.columns.taxes')} className="tf-agent-bookings__money">
                  {r.taxes.length > 0 ? lists.units(r.taxes.map((x) => money(x.amount))) : '—'}
                </td>
                <td data-label={t('receipts.columns.issuedAt')}>
                  <time dateTime={r.issuedAt}>{day(r.issuedAt)}</time>
                </td>
                <td data-label={t('receipts.columns.document')}>
                  <DownloadReceipt reference={r.bookingReference} number={r.number} label={r.label} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="tf-agent-bookings__pages" aria-label={t('pagination.label')}>
        <button type="button" className="tf-button tf-button--outline" disabled={filter.page <= 1} onClick={() => update({ page: filter.page - 1 })}>
          {t('pagination.previous')}
        </button>
        <span aria-current="page">{t('pagination.page', { page: filter.page, pages })}</span>
        <button type="button" className="tf-button tf-button--outline" disabled={filter.page >= pages} onClick={() => update({ page: filter.page + 1 })}>
          {t('pagination.next')}
        </button>
      </nav>
    </>
  );
}
