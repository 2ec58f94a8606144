import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useBooking } from '../api/get-booking.ts';
import { refundOnCancel } from '../hotel-urls.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { useMoney } from '../hooks/use-money.ts';
import { bookingStay, StaySummary } from './stay-summary.tsx';
import './hotels.css';

/** /mytrip/mytrips/:reference: one booking, its history, and cancelling it under its policy. */
export function BookingDetailsPage() {
  const { t, i18n, ready } = useHotelsTranslation();
  const money = useMoney();
  const { reference = '' } = useParams();
  const booking = useBooking(reference);
  const cancel = useCancelBooking(reference);
  const [confirming, setConfirming] = useState(false);
  const locale = i18n.resolvedLanguage ?? 'en';

  if (!ready || booking.isPending) return <div className="tf-container tf-page" role="status" aria-busy="true" />;
  if (booking.isError) {
    return (
      <div className="tf-container tf-page">
        <p className="tf-hotels-notice tf-card" role="alert">
          {t('booking.notFound')}
        </p>
        <Link to={ROUTES.traveller.trips}>{t('booking.backToTrips')}</Link>
      </div>
    );
  }
  const b = booking.data;
  const refund = refundOnCancel(b.cancellationPolicy, b.price.total, new Date());
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <div className="tf-container tf-page tf-hotels-booking">
      <Link className="tf-hotels-back" to={ROUTES.traveller.trips}>
        {t('booking.backToTrips')}
      </Link>
      <section className="tf-card" aria-labelledby="booking-title">
        <h1 id="booking-title">{t('booking.title', { reference: b.reference })}</h1>
        <p className="tf-hotels-status" data-status={b.status}>
          {t(`status.${b.status}`)}
        </p>
        {b.product === 'hotel' && <StaySummary {...bookingStay(b)} />}
        <p>{t('booking.leadGuest', { name: `${b.leadGuest.firstName} ${b.leadGuest.lastName}`, email: b.leadGuest.email })}</p>
        {b.status === 'cancelled' && (
          <p className="tf-hotels-refund" role="status">
            {b.cancellation.refundStatus === 'refunded' && b.cancellation.refund
              ? t('booking.refunded', { price: money(b.cancellation.refund) })
              : b.cancellation.refundStatus === 'failed'
                ? t('booking.refundFailed')
                : t('booking.notRefunded')}
          </p>
        )}
        {cancel.isError && (
          <p className="tf-hotels-alert" role="alert">
            {t('booking.cancelError')}
          </p>
        )}
        {b.status === 'confirmed' && !confirming && (
          <button type="button" className="tf-button tf-button--outline" onClick={() => setConfirming(true)}>
            {t('booking.cancel')}
          </button>
        )}
      </section>
      <section className="tf-card" aria-labelledby="history-title">
        <h2 id="history-title">{t('booking.history')}</h2>
        <ol className="tf-hotels-history">
          {b.history.map((h) => (
            <li key={`${h.at}-${h.status}`}>
              <strong>{t(`status.${h.status as 'confirmed'}`, { defaultValue: h.status })}</strong> · <time dateTime={h.at}>{when(h.at)}</time>
              {h.note && <span className="tf-hotel-card__muted"> · {h.note}</span>}
            </li>
          ))}
        </ol>
      </section>
      {confirming && (
        <CancelDialog
          text={refund ? t('booking.confirmRefund', { price: money(refund) }) : t('booking.confirmNoRefund')}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function CancelDialog({ text, busy, onConfirm, onClose }: { text: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useHotelsTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="tf-hotels-dialog"
      aria-labelledby="cancel-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="cancel-title">{t('booking.cancelTitle')}</h2>
      <p>{text}</p>
      <div className="tf-hotels-actions">
        <button type="button" className="tf-button tf-button--primary" disabled={busy} onClick={onConfirm}>
          {t('booking.confirmCancel')}
        </button>
        <button type="button" className="tf-button tf-button--outline" disabled={busy} onClick={onClose}>
          {t('booking.keep')}
        </button>
      </div>
    </dialog>
  );
}
