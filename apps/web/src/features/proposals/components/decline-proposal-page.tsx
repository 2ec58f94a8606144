import { clientMayAct, type Proposal } from '@tripfront/domain/proposals';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { BOOKING_NS } from '../../booking/index.ts';
import { useDeclineProposal } from '../api/client-proposal.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';
import { isolated } from '../isolate.ts';
import { ClientFrame, ProposalLoad, useClosedText } from './client-proposal-page.tsx';

export const PAGE_NAMESPACES = [BOOKING_NS] as const;

/** /disapproveProposal?proposalId=…: the client declines, with a reason if they like; then says so plainly. */
export function DeclineProposalPage() {
  const [params] = useSearchParams();
  const id = params.get('proposalId') ?? '';
  return (
    <ClientFrame>
      <ProposalLoad id={id}>{(proposal) => <Decline proposal={proposal} />}</ProposalLoad>
    </ClientFrame>
  );
}

function Decline({ proposal }: { proposal: Proposal }) {
  const { t } = useProposalsTranslation();
  const signedIn = useCurrentUser() !== null;
  const decline = useDeclineProposal(proposal.id, signedIn);
  const closedText = useClosedText();
  const [reason, setReason] = useState('');
  const reasonId = useId();

  if (proposal.status === 'declined') {
    return (
      <section className="tf-proposal-client__done" role="status" aria-labelledby={`${reasonId}-done`}>
        <h1 id={`${reasonId}-done`}>{t('decline.done')}</h1>
        <p>{t('decline.doneText', { agent: isolated(proposal.agent.name) })}</p>
      </section>
    );
  }
  if (!clientMayAct(proposal.status) || proposal.status === 'partly_booked') {
    return (
      <>
        <p className="tf-proposal-client__notice" role="status">
          {closedText(proposal.status, proposal.agent.name) ?? t('editor.readOnly')}
        </p>
        <Link to={paths.allowAgentProposal(proposal.id)}>{t('decline.back')}</Link>
      </>
    );
  }
  return (
    <form
      className="tf-proposal-client__decline-form"
      onSubmit={(e) => {
        e.preventDefault();
        decline.mutate({ reason: reason.trim() });
      }}
    >
      <h1>{t('decline.title')}</h1>
      <p>{t('decline.text', { agent: isolated(proposal.agent.name), title: isolated(proposal.title || proposal.reference) })}</p>
      <div className="tf-form__field">
        <label htmlFor={reasonId}>{t('decline.reason')}</label>
        <textarea id={reasonId} dir="auto" rows={4} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {decline.isError && (
        <p className="tf-form__error" role="alert">
          {decline.error.message}
        </p>
      )}
      <div className="tf-proposal-client__actions">
        <button type="submit" className="tf-button tf-button--primary" disabled={decline.isPending}>
          {decline.isPending ? t('decline.declining') : t('decline.confirm')}
        </button>
        <Link to={paths.allowAgentProposal(proposal.id)}>{t('decline.back')}</Link>
      </div>
    </form>
  );
}
