import { mayMakeProposals } from '@tripfront/domain/navigation/proposals-access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { useBasket } from '../api/basket.ts';

/**
 * The header's proposal basket for agents who make proposals: how many offers the newest draft
 * holds, leading to it. Nothing while there is no draft.
 */
export function BasketLink({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const allowed = mayMakeProposals(user);
  const basket = useBasket(user.personal_info.email, allowed);
  const draft = basket.data;
  if (!allowed || !draft) return null;
  return (
    <Link className="tf-header__basket" to={paths.agent.proposal(draft.id)} aria-label={t('header.proposalBasket', { count: draft.itemCount })}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="tf-header__basket-count" aria-hidden="true">
        {draft.itemCount}
      </span>
    </Link>
  );
}
