import { useLocation } from 'react-router';
import { BookingConfirmation } from '../../booking/index.ts';
import { resortConfirmationReference } from '../resort-urls.ts';
import { CheckoutPage } from './checkout-page.tsx';
import ResortBookedSummary from './resort-booked-summary.tsx';
import { ResortPage } from './resort-pages.tsx';

/* The resort steps after the details (checkout, confirmation): a chunk of their own, so neither the results nor the details carry them. */

/** The checkout, or once paid (?reference=…) the booking's confirmation, as the other products show it. */
export function ResortCheckout() {
  const { search } = useLocation();
  return <ResortPage>{resortConfirmationReference(search) ? <BookingConfirmation Summary={ResortBookedSummary} /> : <CheckoutPage />}</ResortPage>;
}
