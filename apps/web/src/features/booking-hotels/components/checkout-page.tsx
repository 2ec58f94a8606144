import { useLocation } from 'react-router';
import { BookingCheckout, useSpecialRequestsField } from '../../booking/index.ts';
import { useAgency } from '../../agency/index.ts';
import { confirmationUrl, hotelDetailsUrl, readCheckoutQuery } from '../hotel-urls.ts';
import { StaySummary } from './stay-summary.tsx';

/**
 * /booknow/hotels/checkout?propertyId&rateId&total&totalCurrency&<stay>: the hotel's plug into the
 * shared checkout. The rate and the total the traveller saw are held; the stay summary shows beside
 * the form; "Back to the hotel" goes to this stay's details page.
 */
export function CheckoutPage() {
  const { search } = useLocation();
  const agency = useAgency();
  const target = readCheckoutQuery(search);
  const specialRequests = useSpecialRequestsField();
  return (
    <BookingCheckout
      product="hotel"
      travellers={specialRequests}
      offer={target && { offerId: target.rateId, currency: target.total.currency, expectedTotal: target.total }}
      backTo={target ? hotelDetailsUrl(agency.enableHotelsV2, target.propertyId, target.search) : ''}
      confirmationUrl={confirmationUrl}
      summary={(held) =>
        held.product === 'hotel' && (
          <StaySummary
            hotel={held.hotel.name}
            address={held.hotel.address}
            room={held.room.name}
            rate={held.ratePlan.name}
            checkin={held.stay.checkin}
            checkout={held.stay.checkout}
            nights={held.stay.nights}
            occupancy={held.stay.occupancy}
            policy={held.ratePlan.cancellationPolicy}
            price={held.price}
            dueAtProperty={held.dueAtProperty}
          />
        )
      }
    />
  );
}
