import { heldResortSchema } from '@tripfront/domain/booking/resort-api';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { BookingCheckout, bookingDetailsUrl, PriceBreakdown, useSpecialRequestsField, type HeldOffer } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { readResortCheckout, resortConfirmationUrl, resortDetailsUrl } from '../resort-urls.ts';
import { HoldWatch } from './hold-watch.tsx';
import { ResortSummary } from './resort-summary.tsx';

/**
 * /booknow/resort/checkout?offer&total&currency&resort_id&<search>: the resort's plug into the shared
 * checkout (hold with its countdown, guest, card, pay). The room is held on the booking pipeline; its
 * reference number is watched and released through the resort API (HoldWatch).
 */
export function CheckoutPage() {
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const target = useMemo(() => readResortCheckout(query), [query]);
  const specialRequests = useSpecialRequestsField();
  const currency = selectedCurrency.currency;
  if (target === null) return <BookingCheckout product="resort" offer={null} backTo="" confirmationUrl={bookingDetailsUrl} summary={() => null} />;
  return (
    <BookingCheckout
      product="resort"
      travellers={specialRequests}
      // The total the traveller saw, in its currency; a different live price is theirs to accept.
      offer={{ offerId: target.offerId, currency: target.total.currency === currency ? currency : target.total.currency, expectedTotal: target.total }}
      backTo={resortDetailsUrl(target.resortId, target.search)}
      confirmationUrl={resortConfirmationUrl}
      summary={(held: HeldOffer) => {
        const resort = held.product === 'resort' ? heldResortSchema.safeParse(held.resort).data : undefined;
        return (
          <>
            {resort && <ResortSummary resort={resort} terms={held.cancellationPolicy.description} />}
            {resort && <HoldWatch key={resort.referenceNumber} reference={resort.referenceNumber} expiresAt={held.expiresAt} />}
            <PriceBreakdown price={held.price} product="resort" />
          </>
        );
      }}
    />
  );
}
