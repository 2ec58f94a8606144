import type { BookingMoney } from '@tripfront/domain/booking/hotel-api';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { changedPrice, errorCode } from '../api/request.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { useMoney } from '../hooks/use-money.ts';

interface HoldTroubleProps {
  error: unknown;
  /** The total the traveller agreed to so far. */
  accepted: BookingMoney;
  onAccept: (total: BookingMoney) => void;
  onRetry: () => void;
  backLink: ReactNode;
  /** Inside the stay summary's card (next to the form) rather than a card of its own. */
  inline?: boolean;
}

/**
 * Why the room is not held: a new price to accept (PRICE_CHANGED), sold out, or a failure to try
 * again. Shown in place of the checkout before the first hold, and next to the form after a later
 * hold failed (after a decline or an expired hold), so nothing typed is lost.
 */
export function HoldTrouble({ error, accepted, onAccept, onRetry, backLink, inline = false }: HoldTroubleProps) {
  const card = inline ? '' : 'tf-card ';
  const { t } = useHotelsTranslation();
  const money = useMoney();
  const code = errorCode(error);
  const newPrice = code === 'PRICE_CHANGED' ? changedPrice(error) : undefined;
  if (newPrice) {
    return (
      <section className={`${card}tf-hotels-pricechange`} role="alert" aria-labelledby="price-changed-title">
        <h2 id="price-changed-title">{t('checkout.priceChangedTitle')}</h2>
        <p>{t('checkout.priceChangedText')}</p>
        <dl className="tf-hotels-facts">
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
        <div className="tf-hotels-actions">
          <button type="button" className="tf-button tf-button--primary" onClick={() => onAccept(newPrice.total)}>
            {t('checkout.acceptPrice')}
          </button>
          {backLink}
        </div>
      </section>
    );
  }
  const soldOut = code === 'SOLD_OUT';
  // Too many rooms held at once: the server's message says how long until one frees.
  const tooMany = code === 'TOO_MANY_HOLDS' && error instanceof ApiError ? error.message : null;
  return (
    <section className={`${card}tf-hotels-notice`} role="alert">
      <p>{soldOut ? t('checkout.soldOut') : (tooMany ?? t('checkout.holdError'))}</p>
      <div className="tf-hotels-actions">
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
