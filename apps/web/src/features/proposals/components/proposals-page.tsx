import { PROPOSAL_STATUSES, type ProposalRow, type ProposalStatus } from '@tripfront/domain/proposals';
import { Fragment, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EmptyState, LoadingStatus } from '../../../components/ui/status.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { BOOKING_NS, useMoney } from '../../booking/index.ts';
import { useAgentProposals, useCreateProposal } from '../api/agent-proposals.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';
import { StatusBadge } from './status-badge.tsx';

/** An email that wraps where a reader expects (before "@" and each "."), not mid-word, on a narrow screen. */
const breakableEmail = (email: string) =>
  email.split(/(?=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/** Texts the page needs besides its own: the booking namespace (money formatting). */
export const PAGE_NAMESPACES = [BOOKING_NS] as const;

const readStatus = (value: string | null): ProposalStatus | undefined =>
  value !== null && (PROPOSAL_STATUSES as readonly string[]).includes(value) ? (value as ProposalStatus) : undefined;

/**
 * /proposals: the agent's proposals (the agency's for owners and admins), newest first, filtered by
 * status; the URL keeps the filter and page. A row opens the editor.
 */
export function ProposalsPage() {
  const { t } = useProposalsTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAgentProposals({ status, page });
  const create = useCreateProposal();
  const filterId = useId();

  const setQuery = (next: { status?: ProposalStatus | undefined; page?: number }) => {
    const q = new URLSearchParams();
    if (next.status) q.set('status', next.status);
    if (next.page && next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };
  const emptyTitle = status ? t('emptyFiltered') : t('empty');
  const refused = list.error instanceof ApiError && list.error.status === 403;
  const rows = list.data?.data ?? [];
  const total = list.data?.total;
  const pageSize = list.data?.pageSize;
  const lastPage = total !== undefined && pageSize ? Math.max(1, Math.ceil(total / pageSize)) : page;

  return (
    <div className="tf-proposals__page">
      <header className="tf-proposals__header">
        <div>
          <h1>{t('title')}</h1>
          <p className="tf-proposals__lede">{t('description')}</p>
        </div>
        {!refused && (
          <button
            type="button"
            className="tf-button tf-button--primary"
            disabled={create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: (p) => void navigate(paths.agent.proposal(p.id)) })}
          >
            {t('new')}
          </button>
        )}
      </header>
      {refused ? (
        <p className="tf-proposals__notice" role="alert">
          {t('noPermission')}
        </p>
      ) : (
        <>
          <div className="tf-proposals__filters tf-form__field">
            <label htmlFor={filterId}>{t('filterStatus')}</label>
            <select id={filterId} value={status ?? ''} onChange={(e) => setQuery({ status: readStatus(e.target.value) })}>
              <option value="">{t('allStatuses')}</option>
              {PROPOSAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          {list.isPending && <LoadingStatus>{t('loading')}</LoadingStatus>}
          {list.isError && (
            <div className="tf-proposals__notice" role="alert">
              <p>{t('loadError')}</p>
              <button type="button" className="tf-button tf-button--outline" onClick={() => void list.refetch()}>
                {t('retry')}
              </button>
            </div>
          )}
          {list.isSuccess && (rows.length === 0 ? <EmptyState title={emptyTitle} /> : <ProposalsTable rows={rows} busy={list.isPlaceholderData} />)}
          {(page > 1 || page < lastPage) && (
            <nav className="tf-proposals__pager" aria-label={t('page', { page })}>
              <button type="button" className="tf-button tf-button--ghost" disabled={page <= 1} onClick={() => setQuery({ status, page: page - 1 })}>
                {t('previous')}
              </button>
              <span>{t('page', { page })}</span>
              <button type="button" className="tf-button tf-button--ghost" disabled={page >= lastPage} onClick={() => setQuery({ status, page: page + 1 })}>
                {t('next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/** The rows, a table on wide screens and cards on phones. */
function ProposalsTable({ rows, busy }: { rows: ProposalRow[]; busy: boolean }) {
  const { t } = useProposalsTranslation();
  const money = useMoney();
  const dates = useDisplayDate();
  /** The latest of created, sent and opened. */
  const lastStep = (row: ProposalRow) => {
    if (row.openedAt) return t('row.opened', { date: dates.date(row.openedAt) });
    if (row.sentAt) return t('row.sent', { date: dates.date(row.sentAt) });
    return t('row.created', { date: dates.date(row.createdAt) });
  };
  return (
    <table className="tf-proposals__table" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t('columns.proposal')}</th>
          <th scope="col">{t('columns.client')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.dates')}</th>
          <th scope="col" className="tf-proposals__num">
            {t('columns.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={t('columns.proposal')}>
              <Link to={paths.agent.proposal(row.id)} className="tf-proposals__open">
                <bdi>{row.title || t('row.untitled')}</bdi>
              </Link>
              <span className="tf-proposals__muted">
                <Ltr>{row.reference}</Ltr> · {t('row.items', { count: row.itemCount })}
              </span>
            </td>
            <td data-label={t('columns.client')}>
              {row.client.name || row.client.email ? (
                <>
                  <bdi>{row.client.name}</bdi>
                  <span className="tf-proposals__muted">
                    <Ltr>{breakableEmail(row.client.email)}</Ltr>
                  </span>
                </>
              ) : (
                <span className="tf-proposals__muted">{t('row.noClient')}</span>
              )}
            </td>
            <td data-label={t('columns.status')}>
              <StatusBadge status={row.status} />
            </td>
            <td data-label={t('columns.dates')}>
              <span className="tf-proposals__muted">{lastStep(row)}</span>
              {row.expiresAt && <span className="tf-proposals__muted">{t('row.expires', { date: dates.date(row.expiresAt) })}</span>}
            </td>
            <td data-label={t('columns.total')} className="tf-proposals__num">
              {money(row.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
