import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { ReactNode } from 'react';
import { changedPrice, errorCode, openHoldsOf } from '../api/request.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';
import type { BookingProduct } from '../product.ts';
import { OpenHoldList } from './open-holds.tsx';

interface HoldTroubleProps {
  error: unknown;
  /** The total the traveller agreed to so far. */
  accepted: BookingMoney;
  onAccept: (total: BookingMoney) => void;
  onRetry: () => void;
  backLink: ReactNode;
  /** Inside the summary's card (next to the form) rather than a card of its own. */
  inline?: boolean;
  product: BookingProduct;
}

/**
 * Why the offer (room, seats, car …) is not held: a new price to accept (PRICE_CHANGED), sold out, or a failure to try
 * again. Shown in place of the checkout before the first hold, and next to the form after a later
 * hold failed (after a decline or an expired hold), so nothing typed is lost.
 */
export function HoldTrouble({ error, accepted, onAccept, onRetry, backLink, inline = false, product }: HoldTroubleProps) {
  const card = inline ? '' : 'tf-card ';
  const { t } = useBookingTranslation();
  const money = useMoney();
  const code = errorCode(error);
  const newPrice = code === 'PRICE_CHANGED' ? changedPrice(error) : undefined;
  if (newPrice) {
    return (
      <section className={`${card}tf-booking-pricechange`} role="alert" aria-labelledby="price-changed-title">
        <h2 id="price-changed-title">{t('checkout.priceChangedTitle')}</h2>
        <p>{t('checkout.priceChangedText', { context: product })}</p>
        <dl className="tf-booking-facts">
          <div>
            <dt>{t('checkout.oldPrice')}</dt>
            <dd>
              <s>{money(accepted)}</s>
            </dd>
          </div>
          <div>
            <dt>{t('checkout.newPrice')}</dt>
            <dd>
              <strong>{money(newPrice.total)}</strong>
            </dd>
          </div>
        </dl>
        <div className="tf-booking-actions">
          <button type="button" className="tf-button tf-button--primary" onClick={() => onAccept(newPrice.total)}>
            {t('checkout.acceptPrice')}
          </button>
          {backLink}
        </div>
      </section>
    );
  }
  const soldOut = code === 'SOLD_OUT';
  // Too many offers held at once, worded here from the answer's code and its list (the server's
  // sentence is English): the traveller's own holds, listed to release one (which holds this offer
  // at once), or, with no list, too many from their network.
  const holds = code === 'TOO_MANY_HOLDS' ? openHoldsOf(error) : [];
  const tooMany = code !== 'TOO_MANY_HOLDS' ? null : holds.length > 0 ? t('openHolds.tooMany') : t('openHolds.tooManyNetwork');
  return (
    <section className={`${card}tf-booking-notice`} role="alert">
      <p>{soldOut ? t('checkout.soldOut', { context: product }) : (tooMany ?? t('checkout.holdError', { context: product }))}</p>
      {holds.length > 0 && <OpenHoldList holds={holds} onReleased={onRetry} />}
      <div className="tf-booking-actions">
        {!soldOut && (
          <button type="button" className="tf-button tf-button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        {backLink}
      </div>
    </section>
  );
}
