import type { Proposal } from '@tripfront/domain/proposals';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { proposalPdfUrl, type ProposalAction } from '../api/agent-proposals.ts';
import { editable } from '../editor-form.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';
import { StatusBadge } from './status-badge.tsx';

/** The editor's title, status and actions: Send (or Resend), Duplicate, copy the client's link, the PDF, Withdraw (confirmed first). */
export function EditorHeader({ proposal, busy, onRun }: { proposal: Proposal; busy: boolean; onRun: (action: ProposalAction) => void }) {
  const { t } = useProposalsTranslation();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const canEdit = editable(proposal);
  const isDraft = proposal.status === 'draft';

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('editor.copied'));
    } catch {
      // No clipboard (an insecure origin, a refusal): the link shown to copy by hand.
      window.prompt(t('editor.copyLink'), link);
    }
  };

  return (
    <header className="tf-proposals__header">
      <div>
        <h1>
          <bdi>{proposal.title || t('editor.heading', { reference: proposal.reference })}</bdi>
        </h1>
        <p className="tf-proposals__lede">
          <Ltr>{proposal.reference}</Ltr> · <StatusBadge status={proposal.status} />
        </p>
      </div>
      <div className="tf-proposals__actions">
        {canEdit && (
          <button type="button" className="tf-button tf-button--primary" disabled={busy} onClick={() => onRun('send')}>
            {isDraft ? t('editor.send') : t('editor.resend')}
          </button>
        )}
        <button type="button" className="tf-button tf-button--outline" disabled={busy} onClick={() => onRun('duplicate')}>
          {t('editor.duplicate')}
        </button>
        {proposal.link && !isDraft && (
          <button type="button" className="tf-button tf-button--outline" onClick={() => void copyLink(proposal.link!)}>
            {t('editor.copyLink')}
          </button>
        )}
        {proposal.items.length > 0 && (
          <a className="tf-button tf-button--ghost" href={proposalPdfUrl(proposal.id)} download>
            {t('editor.pdf')}
          </a>
        )}
        {canEdit && !isDraft && (
          <button type="button" className="tf-button tf-button--ghost" disabled={busy} onClick={() => setConfirmWithdraw(true)}>
            {t('editor.withdraw')}
          </button>
        )}
      </div>
      <Dialog open={confirmWithdraw} title={t('editor.withdraw')} onClose={() => setConfirmWithdraw(false)}>
        <p>{t('editor.withdrawConfirm')}</p>
        <div className="tf-proposals__actions">
          <button
            type="button"
            className="tf-button tf-button--primary"
            onClick={() => {
              setConfirmWithdraw(false);
              onRun('withdraw');
            }}
          >
            {t('editor.withdraw')}
          </button>
        </div>
      </Dialog>
    </header>
  );
}
