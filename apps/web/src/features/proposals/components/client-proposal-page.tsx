import { clientMayAct, type Proposal } from '@tripfront/domain/proposals';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { paths } from '../../../config/paths.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { BOOKING_NS, useMoney } from '../../booking/index.ts';
import { useApproveProposal, useClientProposal } from '../api/client-proposal.ts';
import { downloadProposalPdf } from '../api/download-pdf.ts';
import { choosable, itemBookingUrl, toBook } from '../booking-urls.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';
import { isolated } from '../isolate.ts';
import { ItemSnapshot } from './item-snapshot.tsx';

export const PAGE_NAMESPACES = [BOOKING_NS] as const;

/** The agency's name and logo above the proposal: the header is hidden on proposal pages (spec §6). */
export function ProposalBrand() {
  const agency = useAgency();
  return (
    <div className="tf-proposal-brand">
      {agency.logo ? (
        <img className="tf-proposal-brand__logo" src={agency.logo} alt={agency.agencyName} />
      ) : (
        <span className="tf-proposal-brand__name">{agency.agencyName}</span>
      )}
    </div>
  );
}

export function ClientFrame({ children }: { children: ReactNode }) {
  return (
    <div className="tf-container tf-page tf-proposal-client">
      <ProposalBrand />
      {children}
    </div>
  );
}

/** What a 410 (expired, withdrawn) or a closed status says; null while the client may act. */
export function useClosedText() {
  const { t } = useProposalsTranslation();
  const agency = useAgency();
  return (status: string, agent: string = agency.agencyName): string | null => {
    if (status === 'expired') return t('client.expired', { agent: isolated(agent) });
    if (status === 'withdrawn') return t('client.withdrawn', { agent: isolated(agent) });
    if (status === 'declined') return t('client.declined');
    if (status === 'booked') return t('client.booked');
    return null;
  };
}

/** The status a 410 names (`status` or `code` of its body), 'expired' when it names none. */
export const goneStatus = (error: ApiError): string => {
  const said = `${String(error.body.status ?? '')} ${String(error.body.code ?? '')} ${error.message}`.toLowerCase();
  return said.includes('withdrawn') ? 'withdrawn' : 'expired';
};

/** The load states every client page shares: loading, not found, gone, error; else the proposal. */
export function ProposalLoad({ id, children }: { id: string; children: (proposal: Proposal) => ReactNode }) {
  const { t } = useProposalsTranslation();
  const signedIn = useCurrentUser() !== null;
  const proposal = useClientProposal(id, signedIn);
  const closedText = useClosedText();
  if (id === '')
    return (
      <p className="tf-proposal-client__notice" role="alert">
        {t('client.notFound')}
      </p>
    );
  if (proposal.isPending) return <LoadingStatus>{t('client.loading')}</LoadingStatus>;
  if (proposal.isError) {
    const error = proposal.error;
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 410 && error instanceof ApiError) {
      return (
        <p className="tf-proposal-client__notice" role="alert" data-state="closed">
          {closedText(goneStatus(error))}
        </p>
      );
    }
    return (
      <div className="tf-proposal-client__notice" role="alert">
        <p>{status === 404 || status === 400 ? t('client.notFound') : t('client.error')}</p>
        {status !== 404 && status !== 400 && (
          <button type="button" className="tf-button tf-button--outline" onClick={() => void proposal.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  return <>{children(proposal.data)}</>;
}

/**
 * /allowAgentProposal?proposalId=…: the client reads the proposal with the link alone, approves all
 * or some items and books them one by one (booking signs them up or in on the way, spec §4), or
 * declines it. An expired or withdrawn proposal says so and offers nothing to do.
 */
export function ClientProposalPage() {
  const [params] = useSearchParams();
  const id = params.get('proposalId') ?? '';
  return (
    <ClientFrame>
      <ProposalLoad id={id}>{(proposal) => <ClientProposal proposal={proposal} />}</ProposalLoad>
    </ClientFrame>
  );
}

function ClientProposal({ proposal }: { proposal: Proposal }) {
  const { t } = useProposalsTranslation();
  const agency = useAgency();
  const money = useMoney();
  const dates = useDisplayDate();
  const navigate = useNavigate();
  const signedIn = useCurrentUser() !== null;
  const approve = useApproveProposal(proposal.id, signedIn);
  const closedText = useClosedText();
  const sorted = [...proposal.items].sort((a, b) => a.position - b.position);
  const options = sorted.filter(choosable);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(options.map((i) => i.id)));
  const [problem, setProblem] = useState<string | null>(null);
  const mayAct = clientMayAct(proposal.status);
  const closed = closedText(proposal.status, proposal.agent.name);
  const waiting = sorted.filter(toBook);

  const toggle = (itemId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  const allChosen = options.length > 0 && options.every((i) => chosen.has(i.id));

  const approveAndBook = () => {
    const itemIds = options.filter((i) => chosen.has(i.id)).map((i) => i.id);
    if (itemIds.length === 0) return setProblem(t('client.noneSelected'));
    setProblem(null);
    approve.mutate(
      { itemIds },
      {
        onSuccess: (after) => {
          // Booking starts with the first approved item; the others wait on this page.
          const first = [...after.items].sort((a, b) => a.position - b.position).find(toBook);
          if (first) void navigate(itemBookingUrl(after.id, first));
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <>
      <header className="tf-proposal-client__head">
        <h1>
          <bdi>{proposal.title || proposal.reference}</bdi>
        </h1>
        <p className="tf-proposals__muted">
          {t('client.from', { agent: isolated(proposal.agent.name), agency: isolated(agency.agencyName) })} · <Ltr>{proposal.reference}</Ltr>
        </p>
        {proposal.message && (
          <p className="tf-proposal-client__message" dir="auto">
            {proposal.message}
          </p>
        )}
        {mayAct && proposal.expiresAt && <p className="tf-proposals__muted">{t('client.answerBy', { date: dates.date(proposal.expiresAt) })}</p>}
      </header>
      {closed && (
        <p className="tf-proposal-client__notice" role="status" data-state={proposal.status}>
          {closed}
        </p>
      )}
      {mayAct && waiting.length > 0 && <p className="tf-proposal-client__next">{t('client.toBook')}</p>}

      <section aria-label={t('client.choose')}>
        {mayAct && options.length > 1 && (
          <label className="tf-proposal-client__all">
            <input type="checkbox" checked={allChosen} onChange={(e) => setChosen(e.target.checked ? new Set(options.map((i) => i.id)) : new Set())} />
            {t('client.selectAll')}
          </label>
        )}
        <ol className="tf-proposals__item-list">
          {sorted.map((item) => {
            const title = (item.current ?? item.sent)?.title ?? item.offerId;
            const pickable = mayAct && choosable(item);
            return (
              <li key={item.id}>
                <ItemSnapshot
                  item={item}
                  headingLevel={2}
                  lead={
                    pickable ? (
                      <input
                        className="tf-proposal-item__check"
                        type="checkbox"
                        aria-label={t('client.select', { title })}
                        checked={chosen.has(item.id)}
                        onChange={(e) => toggle(item.id, e.target.checked)}
                      />
                    ) : null
                  }
                >
                  {mayAct && toBook(item) && (
                    <Link className="tf-button tf-button--primary tf-proposal-item__book" to={itemBookingUrl(proposal.id, item)}>
                      {t('client.book', { title })}
                    </Link>
                  )}
                </ItemSnapshot>
              </li>
            );
          })}
        </ol>
      </section>

      <p className="tf-proposals__total">
        <span>{t('client.total')}</span> <strong>{money(proposal.total)}</strong>
      </p>
      {problem && (
        <p className="tf-form__error" role="alert">
          {problem}
        </p>
      )}
      <div className="tf-proposal-client__actions">
        {mayAct && options.length > 0 && (
          <button type="button" className="tf-button tf-button--primary" disabled={approve.isPending} onClick={approveAndBook}>
            {approve.isPending ? t('client.approving') : t('client.approve')}
          </button>
        )}
        <button
          type="button"
          className="tf-button tf-button--outline"
          onClick={() =>
            void downloadProposalPdf(proposal.id, proposal.reference, signedIn).catch((e: unknown) => setProblem(e instanceof Error ? e.message : String(e)))
          }
        >
          {t('client.pdf')}
        </button>
        {mayAct && proposal.status !== 'partly_booked' && (
          <Link className="tf-proposal-client__decline" to={paths.disapproveProposal(proposal.id)}>
            {t('client.declineLink')}
          </Link>
        )}
      </div>
    </>
  );
}
