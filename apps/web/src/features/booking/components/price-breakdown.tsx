import type { PriceBreakdown as Price } from '@tripfront/domain/booking/price';
import { useId } from 'react';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';
import type { BookingProduct } from '../product.ts';

/**
 * Base (named by product: room price, fare …), taxes and fees, total; markup and wholesale only when
 * the API sends them (agents, spec §5/§6). For an agent the two are apart: what the traveller pays
 * (base, taxes, total) and what the agency earns (wholesale, markup), which the base already holds,
 * so neither reads as added twice. Styled by booking.css, which the booking screens load.
 */
export function PriceBreakdown({ price, product }: { price: Price; product: BookingProduct }) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const paysId = useId();
  const earnsId = useId();
  const travellerPays = (
    <dl className="tf-booking-breakdown">
      <div>
        <dt>{t('price.base', { context: product })}</dt>
        <dd>{money(price.base)}</dd>
      </div>
      <div>
        <dt>{t('price.taxes')}</dt>
        <dd>{money(price.taxesAndFees)}</dd>
      </div>
      <div className="tf-booking-breakdown__total">
        <dt>{t('price.total')}</dt>
        <dd>{money(price.total)}</dd>
      </div>
    </dl>
  );
  if (!price.wholesale && !price.markup) return travellerPays;
  return (
    <div className="tf-booking-breakdown-parts">
      <div role="group" aria-labelledby={paysId}>
        <p id={paysId} className="tf-booking-breakdown__heading">
          {t('price.travellerPays')}
        </p>
        {travellerPays}
      </div>
      <div role="group" aria-labelledby={earnsId} className="tf-booking-breakdown__agency">
        <p id={earnsId} className="tf-booking-breakdown__heading">
          {t('price.agencyEarns')}
        </p>
        <dl className="tf-booking-breakdown">
          {price.wholesale && (
            <div>
              <dt>{t('price.wholesale')}</dt>
              <dd>{money(price.wholesale)}</dd>
            </div>
          )}
          {price.markup && (
            <div>
              <dt>{t('price.markup')}</dt>
              <dd>{money(price.markup)}</dd>
            </div>
          )}
        </dl>
        <p className="tf-booking-muted">{t('price.agencyIncluded')}</p>
      </div>
    </div>
  );
}
