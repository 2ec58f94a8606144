import type { ProposalStatus } from '@tripfront/domain/proposals';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';

/** A proposal's status as a badge; its colour says whether the agent waits, won or lost. */
export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useProposalsTranslation();
  return (
    <span className="tf-proposal-badge" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
