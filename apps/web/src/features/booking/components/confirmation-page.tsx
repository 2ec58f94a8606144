import type { BookingStatus } from '@tripfront/domain/booking/bookings';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { Link, useParams, useSearchParams } from 'react-router';
import { useBooking } from '../api/get-booking.ts';
import { bookingDetailsUrl } from '../booking-route.ts';
import { useBookingTranslation, type BookingKey } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { SignInCard } from './sign-in-card.tsx';
import { productOf, type BookedSummary } from '../product.ts';
import './booking.css';
import { LTR_SLOT, LtrSlot } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** The confirmation page's heading for each status the booking can have. */
const TITLE_KEYS: Record<BookingStatus, BookingKey> = {
  confirmed: 'confirmation.confirmed',
  pending: 'confirmation.pending',
  cancelled: 'booking.cancelledTitle',
  failed: 'confirmation.failed',
};

/**
 * A product's confirm-payment page (?reference=…, or the route's :referenceNumber as activities'
 * /confirmation/{referenceNumber}): the booking as booked, in the product's own
 * summary; waits while the supplier has not answered.
 */
export function ConfirmationPage({ Summary }: { Summary: BookedSummary }) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const { referenceNumber } = useParams();
  const reference = params.get('reference') ?? referenceNumber ?? null;
  const booking = useBooking(reference);

  if (!reference) {
    return (
      <div className="tf-container tf-page">
        <p className="tf-booking-notice tf-card">{t('confirmation.missing')}</p>
      </div>
    );
  }
  if (booking.isPending) {
    return (
      <div className="tf-container tf-page" role="status">
        <p>{t('confirmation.loading')}</p>
      </div>
    );
  }
  // A visitor (or a session that has ended) is asked to sign in and comes back here; trying again would not help.
  if (booking.isError && booking.error instanceof ApiError && booking.error.status === 401) {
    return (
      <div className="tf-container tf-page">
        <SignInCard id="confirmation-signin-title" title={t('confirmation.signInTitle')} text={t('confirmation.signInText')} signUp={false} />
      </div>
    );
  }
  if (booking.isError) {
    return (
      <div className="tf-container tf-page">
        <div className="tf-booking-notice tf-card" role="alert">
          <p>{t('confirmation.error')}</p>
          <button type="button" className="tf-button tf-button--primary" onClick={() => void booking.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const b = booking.data;
  const product = productOf(b);
  const title = t(TITLE_KEYS[b.status]);
  return (
    <div className="tf-container tf-page tf-booking-confirmation">
      <section className="tf-card" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{title}</h1>
        <p className="tf-booking-reference">
          <LtrSlot text={t('confirmation.reference', { reference: LTR_SLOT })} value={b.reference} />
        </p>
        {b.status === 'confirmed' && (
          <p role="status">
            <LtrSlot text={t('confirmation.emailSent', { email: LTR_SLOT })} value={b.leadGuest.email} />
          </p>
        )}
        {b.status === 'pending' && <p role="status">{t('confirmation.pendingText', { context: product })}</p>}
        {b.status === 'failed' && <p role="alert">{b.failureReason ?? t('confirmation.failedText')}</p>}
        <div className="tf-booking-summary">
          <Summary booking={b} />
        </div>
        {/* Nothing was paid (a car paid at pick-up): its summary says what is due and when. */}
        {b.status === 'confirmed' && b.price.total.amount > 0 && (
          <p className="tf-booking-paid">
            {t('confirmation.paid', { price: money(b.price.total) })}
            {b.payment.last4 && ` · ${t('confirmation.card', { last4: b.payment.last4 })}`}
            {b.payment.credits ? ` · ${t('confirmation.credits', { price: money({ amount: b.payment.credits, currency: b.price.total.currency }) })}` : null}
          </p>
        )}
        <div className="tf-booking-actions">
          <Link className="tf-button tf-button--primary" to={ROUTES.traveller.trips}>
            {t('confirmation.myTrips')}
          </Link>
          <Link className="tf-button tf-button--outline" to={bookingDetailsUrl(b.reference)}>
            {t('confirmation.manage')}
          </Link>
          {b.status === 'confirmed' && <AddToCalendar reference={b.reference} />}
        </div>
      </section>
    </div>
  );
}
