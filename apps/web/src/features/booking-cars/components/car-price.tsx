import type { DueAtPickup } from '@tripfront/domain/booking/car-api';
import type { PriceBreakdown as Price } from '@tripfront/domain/booking/price';
import { PriceBreakdown, useMoney } from '../../booking/index.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';

/**
 * A car's price as the details, checkout and booking pages show it: the breakdown of what is paid
 * now or, for a rate paid at pick-up (decision 0112), "Pay at pick-up": due now (nothing) and due
 * at pick-up (the rental company's price, in its currency), both as the server gave them.
 */
export function CarPrice({ price, dueAtPickup }: { price: Price; dueAtPickup: DueAtPickup | undefined }) {
  const { t } = useCarsTranslation();
  const money = useMoney();
  if (!dueAtPickup) return <PriceBreakdown price={price} product="car" />;
  return (
    <div className="tf-car-pay-later">
      <p className="tf-car-pay-badge">{t('payAtPickup.label')}</p>
      <dl className="tf-booking-breakdown">
        <div>
          <dt>{t('payAtPickup.dueNow')}</dt>
          <dd>{money(price.total)}</dd>
        </div>
        <div className="tf-booking-breakdown__total">
          <dt>{t('payAtPickup.dueAtPickup')}</dt>
          <dd>{money(dueAtPickup)}</dd>
        </div>
      </dl>
      <p className="tf-car-muted">{t('payAtPickup.note')}</p>
    </div>
  );
}

/** "Pay at pick-up" under a car's price in the results: the price shown is the one due at the counter. */
export function PayAtPickupBadge() {
  const { t } = useCarsTranslation();
  return <p className="tf-car-pay-badge">{t('payAtPickup.label')}</p>;
}
