import type { CabinCategoryView, HeldCruise, SailingDetails } from '@tripfront/domain/booking/cruise-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { BookingCheckout, isProductUnavailable, PriceBreakdown, ProductUnavailable, type HeldOffer } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useSailing } from '../api/get-sailing.ts';
import { cruiseConfirmationUrl, cruiseResultsUrl, guestsOf, readCruiseCheckout, sailingDetailsUrl, type CruiseCheckoutTarget } from '../cruise-urls.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';
import { CruiseSummary } from './cruise-summary.tsx';
import { useCruiseGuests } from './guest-travellers.tsx';

/**
 * /booknow/cruise/checkout?sailing&cabin&offer&total&currency|curr&<search>: the cruise's plug into
 * the shared checkout. The cabin is held at the total the traveller saw (or, after a currency change
 * on this page, at the sailing's price in the new currency); every guest of the cabin is asked by
 * name and age on the day of sailing, checked by the domain's ages before anything is sent.
 */
export function CheckoutPage() {
  const { t } = useCruiseTranslation();
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const target = useMemo(() => readCruiseCheckout(query), [query]);
  const currency = selectedCurrency.currency;
  const sailing = useSailing(target?.sailingId ?? null, target ? guestsOf(target.search) : { adult: 2, child: 0, infant: 0 }, currency);
  if (target === null) return <BookingCheckout product="cruise" offer={null} backTo="" confirmationUrl={cruiseConfirmationUrl} summary={() => null} />;
  const back = sailingDetailsUrl(target.sailingId, target.search);
  if (sailing.isPending) return <div className="tf-container tf-page" role="status" aria-busy="true" aria-label={t('checkout.loading')} />;
  const cabin = sailing.data?.cabins.find((c) => c.category === target.category);
  if (sailing.isError && isProductUnavailable(sailing.error)) return <ProductUnavailable />;
  if (sailing.isError || !cabin?.offerId) {
    return (
      <div className="tf-container tf-page">
        <div className="tf-cruise-notice tf-card" role="alert">
          <p>{t('checkout.gone')}</p>
          <div className="tf-cruise-actions">
            <Link className="tf-button tf-button--primary" to={back}>
              {t('details.back')}
            </Link>
            <Link className="tf-button tf-button--outline" to={cruiseResultsUrl(target.search)}>
              {t('checkout.otherSailings')}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  const sameCurrency = target.total.currency === currency;
  return (
    <CruiseCheckout
      key={`${cabin.offerId}|${currency}`}
      target={target}
      cabin={cabin}
      sailing={sailing.data}
      expectedTotal={sameCurrency ? target.total : cabin.price.total}
      offerId={sameCurrency ? target.offerId : cabin.offerId}
      currency={currency}
      backTo={back}
    />
  );
}

interface CruiseCheckoutProps {
  target: CruiseCheckoutTarget;
  cabin: CabinCategoryView;
  sailing: SailingDetails;
  expectedTotal: BookingMoney;
  offerId: string;
  currency: string;
  backTo: string;
}

const heldCruiseOf = (held: HeldOffer): HeldCruise | null => (held.product === 'cruise' ? held.cruise : null);

function CruiseCheckout({ target, sailing, expectedTotal, offerId, currency, backTo }: CruiseCheckoutProps) {
  const travellers = useCruiseGuests(guestsOf(target.search));
  return (
    <BookingCheckout
      product="cruise"
      offer={{ offerId, currency, expectedTotal }}
      backTo={backTo}
      confirmationUrl={cruiseConfirmationUrl}
      summary={(held: HeldOffer) => {
        const cruise = heldCruiseOf(held);
        return (
          <>
            {cruise ? <CruiseSummary cruise={cruise} terms={held.cancellationPolicy.description} /> : <h2 dir="auto">{sailing.title}</h2>}
            <PriceBreakdown price={held.price} product="cruise" />
          </>
        );
      }}
      travellers={travellers}
    />
  );
}
