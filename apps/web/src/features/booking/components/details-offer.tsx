import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';

interface DetailsOfferProps {
  /** Said before the price: "From" when it is the cheapest of several; none when it is the price. */
  lead?: string;
  /** The formatted price. */
  price: string;
  /** What the price covers ("Total for 3 nights, 1 room, taxes included"). */
  note?: string;
  /** A line under the note (a stay's taxes and fees due at the property), phrasing content. */
  extra?: ReactNode;
  /** The action's label ("Reserve"). */
  action: string;
  /** The section the action leads to (the rooms, the cabins, the times): scrolled to and focused. */
  targetId: string;
  /** The action itself, where the page has one (choose this flight): then it runs instead of leading to the target. */
  onAction?: () => void;
  /** Beside the name on wide screens, or the bar that sticks to the bottom of a phone's screen. */
  placement: 'head' | 'bar';
}

/**
 * A details page's price and its action (decision 0098). A page renders it twice: in its head, shown
 * on wide screens, and as the last thing of its content, which on a phone is a bar that sticks to the
 * bottom of the screen until the page's end, where it settles and covers nothing. Styled by
 * ../details-offer.css (results.css imports it, which every product's stylesheet imports).
 */
export function DetailsOffer({ lead, price, note, extra, action, targetId, onAction, placement }: DetailsOfferProps) {
  // A page the server rendered (decision 0136) shows its action before the app runs: a tap then
  // would be lost, so the action waits for the app.
  const hydrated = useHydrated();
  const go = () => {
    if (onAction) return onAction();
    const target = document.getElementById(targetId);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <div className={`tf-details-offer tf-details-offer--${placement}`}>
      <p className="tf-details-offer__price">
        {lead && <span className="tf-details-offer__lead">{lead}</span>}
        <strong className="tf-details-offer__amount">{price}</strong>
        {note && <span className="tf-details-offer__note">{note}</span>}
        {extra}
      </p>
      <button type="button" className="tf-button tf-button--primary tf-details-offer__action" disabled={!hydrated} onClick={go}>
        {action}
      </button>
    </div>
  );
}
