import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBookingAccess } from '../api/guest-booking-access.ts';
import { bookingDetailsUrl } from '../booking-route.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import './booking.css';

type Outcome = { state: 'opening' } | { state: 'open'; reference: string } | { state: 'invalid' } | { state: 'failed' };

/**
 * /mytrip/access?token=… (decision 0104): the e-mailed link. Its single-use token opens a guest
 * session for one booking, whose page then replaces this one; a used or expired link says so and
 * offers a new one.
 */
export function BookingAccessPage() {
  const { t } = useBookingTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reference = params.get('reference')?.trim() ?? '';
  const access = useBookingAccess();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'opening' } : { state: 'invalid' });

  useEffect(() => {
    // The token is single-use: one request even when effects run twice.
    if (started.current || !token) return;
    started.current = true;
    access.mutate(
      { token, reference },
      {
        onSuccess: ({ reference }) => setOutcome({ state: 'open', reference }),
        onError: (error) => setOutcome(error instanceof ApiError && error.status === 400 ? { state: 'invalid' } : { state: 'failed' }),
      },
    );
  }, [token, reference, access]);

  if (outcome.state === 'open') return <Navigate to={bookingDetailsUrl(outcome.reference)} replace />;
  return (
    <div className="tf-container tf-page tf-booking-narrow">
      <section className="tf-card" aria-labelledby="booking-access-title">
        <h1 id="booking-access-title">{t('guest.accessTitle')}</h1>
        {outcome.state === 'opening' ? (
          <LoadingStatus>{t('guest.opening')}</LoadingStatus>
        ) : (
          <>
            <p className="tf-booking-alert" role="alert">
              {outcome.state === 'invalid' ? t('guest.invalid') : t('guest.error')}
            </p>
            <div className="tf-booking-actions">
              <Link className="tf-button tf-button--primary" to={paths.traveller.findBooking()}>
                {t('guest.askAgain')}
              </Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
