import { mayMakeProposals } from '@tripfront/domain/navigation/proposals-access';
import type { Product } from '@tripfront/domain/booking/products';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useAddToBasket } from '../../proposals/index.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';

interface AddToProposalProps {
  product: Product;
  /** The offer as the product's hold takes it (a hotel rate id, a flight offer id …); null while none is chosen. */
  offerId: string | null;
  /** The currency the agent sees the offer in. */
  currency: string;
  /** What is added, for the button's accessible name ("Add Deluxe King to proposal"). */
  label?: string;
}

/**
 * "Add to proposal" beside an offer, for agents who make proposals (decision 0118): the offer goes
 * into the agent's newest draft (created when there is none), and a toast links to it.
 */
export function AddToProposal({ product, offerId, currency, label }: AddToProposalProps) {
  const user = useCurrentUser();
  const { t } = useBookingTranslation();
  const add = useAddToBasket();
  const navigate = useNavigate();
  if (!mayMakeProposals(user)) return null;
  return (
    <button
      type="button"
      className="tf-button tf-button--outline tf-add-to-proposal"
      disabled={offerId === null || add.isPending}
      aria-label={label ? t('proposal.addNamed', { name: label }) : undefined}
      onClick={() => {
        if (offerId === null) return;
        add.mutate(
          { product, offerId, currency },
          {
            onSuccess: (proposal) =>
              toast.success(
                <span>
                  {t('proposal.added')} {/* The toasts live outside the router: the link navigates through this page's. */}
                  <a
                    href={paths.agent.proposal(proposal.id)}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(paths.agent.proposal(proposal.id));
                    }}
                  >
                    {t('proposal.open')}
                  </a>
                </span>,
              ),
            onError: (error) => toast.error(t('proposal.failed', { message: error instanceof ApiError ? error.message : String(error) })),
          },
        );
      }}
    >
      {add.isPending ? t('proposal.adding') : t('proposal.add')}
    </button>
  );
}
