import type { CarOfferDetails } from '@tripfront/domain/booking/car-api';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { BookingCheckout, isProductUnavailable, ProductUnavailable, type HeldOffer } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useCarOffer } from '../api/get-car-offer.ts';
import { carConfirmationUrl, carReservationUrl, readCarCheckout } from '../car-urls.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import { CarPrice } from './car-price.tsx';
import { CarSummary } from './car-summary.tsx';
import { useCarDriver } from './driver-travellers.tsx';

/**
 * /booknow/Cars/checkout?carId&extras&total&currency: the car's plug into the shared checkout. The
 * car is re-priced with its extras in the selected currency and held at the total the traveller
 * saw (or at the re-priced one in a new currency); the driver's fields come before the payment, and
 * a driver younger than the car allows is told so before anything is charged.
 */
export function CheckoutPage() {
  const { t } = useCarsTranslation();
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const target = useMemo(() => readCarCheckout(query), [query]);
  const currency = selectedCurrency.currency;
  const offer = useCarOffer(target?.carId ?? null, currency, target?.extras ?? []);

  if (target === null) return <BookingCheckout product="car" offer={null} backTo="" confirmationUrl={carConfirmationUrl} summary={() => null} />;
  if (offer.isPending) return <div className="tf-container tf-page" role="status" aria-busy="true" aria-label={t('checkout.loading')} />;
  if (offer.isError && isProductUnavailable(offer.error)) return <ProductUnavailable />;
  if (offer.isError) {
    return (
      <div className="tf-container tf-page">
        <div className="tf-car-notice tf-card" role="alert">
          <p>{t('details.gone')}</p>
          <button type="button" className="tf-button tf-button--primary" onClick={() => void offer.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const sameCurrency = target.total.currency === currency;
  return (
    <CarCheckout
      key={`${target.carId}|${currency}`}
      car={offer.data}
      carId={target.carId}
      extras={target.extras}
      currency={currency}
      expectedTotal={sameCurrency ? target.total : offer.data.priceWithExtras.total}
    />
  );
}

interface CarCheckoutProps {
  car: CarOfferDetails;
  carId: string;
  extras: CarOfferDetails['chosenExtras'];
  currency: string;
  expectedTotal: { amount: number; currency: string };
}

function CarCheckout({ car, carId, extras, currency, expectedTotal }: CarCheckoutProps) {
  const travellers = useCarDriver(car);
  const backTo = carReservationUrl(carId, '', extras);
  return (
    <BookingCheckout
      product="car"
      offer={{ offerId: carId, currency, expectedTotal, ...(extras.length > 0 ? { extras } : {}) }}
      backTo={backTo}
      confirmationUrl={carConfirmationUrl}
      summary={(held: HeldOffer) => {
        const heldCar = held.product === 'car' ? held.car : null;
        return (
          <>
            <CarSummary car={heldCar ?? car} terms={held.cancellationPolicy.description} {...(heldCar ? { extras: heldCar.extras } : {})} />
            {/* Paid at pick-up (decision 0112): due now nothing, the rental company's price at the counter. */}
            <CarPrice price={held.price} dueAtPickup={heldCar ? heldCar.dueAtPickup : car.dueAtPickup} />
          </>
        );
      }}
      travellers={travellers}
    />
  );
}
