import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { AgentGate } from '../../agent-nav/index.ts';
import { preloadBookingScreens } from '../../booking/index.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';
import { ClientProposalPage, PAGE_NAMESPACES } from './client-proposal-page.tsx';
import { DeclineProposalPage } from './decline-proposal-page.tsx';
import { ProposalCheckoutPage } from './proposal-checkout-page.tsx';
import { ProposalEditorPage } from './proposal-editor.tsx';
import { ProposalsPage } from './proposals-page.tsx';
import '../../../components/ui/form.css';
import './proposals.css';

// The proposals' pages, one chunk (routes.tsx says which URL shows which); each names the texts it needs.

// The shared checkout (a proposal item's booking) loads while the client reads the proposal.
preloadBookingScreens();

/** /proposals/*: agents only, and only with the Proposals permission (the API refuses the same people). */
function AgentLayout() {
  const { t } = useProposalsTranslation();
  return (
    <div className="tf-container tf-page tf-proposals">
      <AgentGate permission="proposals" messages={{ agentsOnly: t('agentsOnly'), noPermission: t('noPermission') }} noticeClassName="tf-proposals__notice">
        <Outlet />
      </AgentGate>
    </div>
  );
}

const page = (Component: ComponentType) => ({ Component, namespaces: PAGE_NAMESPACES });

export const agentLayout = page(AgentLayout);
export const list = page(ProposalsPage);
export const editor = page(ProposalEditorPage);
export const client = page(ClientProposalPage);
export const decline = page(DeclineProposalPage);
export const checkout = page(ProposalCheckoutPage);
