import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { BookingCheckout, PriceBreakdown, type HeldOffer } from '../../booking/index.ts';
import { activityConfirmationUrl, activityDetailsUrl, readActivityCheckout } from '../activity-urls.ts';
import { ActivitySummary } from './activity-summary.tsx';
import { useActivityParticipants } from './participant-travellers.tsx';

/**
 * /booknow/activities/bookings/checkout?offer&code&total&currency&adult&child&infant&senior&<search>:
 * the activity's plug into the shared checkout. The slot is held for the party at the total the
 * traveller saw; the lead traveller is the checkout's guest, and every participant is asked for by
 * name, grouped by type (the API checks them against the held party before anything is charged).
 */
export function CheckoutPage() {
  const { search: query } = useLocation();
  const target = useMemo(() => readActivityCheckout(query), [query]);
  const travellers = useActivityParticipants(target?.party ?? null);

  if (target === null) return <BookingCheckout product="activity" offer={null} backTo="" confirmationUrl={activityConfirmationUrl} summary={() => null} />;
  return (
    <BookingCheckout
      product="activity"
      offer={{ offerId: target.offerId, currency: target.total.currency, expectedTotal: target.total }}
      backTo={activityDetailsUrl(target.productCode, target.search)}
      confirmationUrl={activityConfirmationUrl}
      summary={(held: HeldOffer) => (
        <>
          {held.product === 'activity' && <ActivitySummary activity={held.activity} terms={held.cancellationPolicy.description} />}
          <PriceBreakdown price={held.price} product="activity" />
        </>
      )}
      travellers={travellers}
    />
  );
}
