import { ROUTES } from '@tripfront/domain/navigation/routes';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useBooking } from '../api/get-booking.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';
import { productOf, type BookedSummaries } from '../product.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { DownloadVoucher } from './booking-documents.tsx';
import { GenericBookedSummary } from './booked-summary.tsx';
import { BookingReceipts } from './booking-receipts.tsx';
import { CancelDialog, refundOnCancel } from './cancel-dialog.tsx';
import { SpecialRequests } from './special-requests.tsx';
import './booking.css';
import { LTR_SLOT, LtrSlot } from '../../../components/ui/ltr.tsx';
import { useDisplayDate } from '../../../lib/use-display-date.ts';

/**
 * /mytrip/mytrips/:reference: one booking of any product, its history, and cancelling it under its
 * policy. The product's summary shows what was booked; a product without one gets the generic one.
 */
export function BookingDetailsPage({ summaries }: { summaries: BookedSummaries }) {
  const { t, ready } = useBookingTranslation();
  const money = useMoney();
  const { reference = '' } = useParams();
  const booking = useBooking(reference);
  const cancel = useCancelBooking(reference);
  const [confirming, setConfirming] = useState(false);
  const dates = useDisplayDate();

  if (!ready || booking.isPending) return <div className="tf-container tf-page" role="status" aria-busy="true" />;
  if (booking.isError) {
    return (
      <div className="tf-container tf-page">
        <p className="tf-booking-notice tf-card" role="alert">
          {t('booking.notFound')}
        </p>
        <Link to={ROUTES.traveller.trips}>{t('booking.backToTrips')}</Link>
      </div>
    );
  }
  const b = booking.data;
  const product = productOf(b);
  const Summary = summaries[product] ?? GenericBookedSummary;
  const refund = refundOnCancel(b);
  const when = (iso: string) => dates.dateTime(iso);

  return (
    <div className="tf-container tf-page tf-booking-page">
      <Link className="tf-booking-back" to={ROUTES.traveller.trips}>
        {t('booking.backToTrips')}
      </Link>
      <section className="tf-card" aria-labelledby="booking-title">
        <h1 id="booking-title">
          <LtrSlot text={t('booking.title', { reference: LTR_SLOT })} value={b.reference} className="tf-booking-ref" />
        </h1>
        <p className="tf-booking-status" data-status={b.status}>
          {t(`status.${b.status}`)}
        </p>
        <div className="tf-booking-summary">
          <Suspense fallback={<GenericBookedSummary booking={b} />}>
            <Summary booking={b} />
          </Suspense>
        </div>
        <p>{t('booking.leadGuest', { name: `${b.leadGuest.firstName} ${b.leadGuest.lastName}`, email: b.leadGuest.email })}</p>
        {b.status === 'cancelled' && (
          <p className="tf-booking-refund" role="status">
            {b.cancellation.refundStatus === 'refunded' && b.cancellation.refund
              ? t('booking.refunded', { price: money(b.cancellation.refund) })
              : b.cancellation.refundStatus === 'failed'
                ? t('booking.refundFailed')
                : t('booking.notRefunded')}
          </p>
        )}
        {cancel.isError && (
          <p className="tf-booking-alert" role="alert">
            {t('booking.cancelError')}
          </p>
        )}
        {b.status !== 'failed' && (
          <div className="tf-booking-actions">
            <AddToCalendar reference={b.reference} />
            <DownloadVoucher reference={b.reference} />
          </div>
        )}
        {b.status === 'confirmed' && !confirming && (
          <button
            type="button"
            className="tf-button tf-button--outline"
            onClick={() => {
              setConfirming(true);
              // The preview is the server's for the time of its answer: ask again as the traveller decides.
              void booking.refetch();
            }}
          >
            {t('booking.cancel')}
          </button>
        )}
      </section>
      <SpecialRequests booking={b} />
      <BookingReceipts reference={b.reference} />
      <section className="tf-card" aria-labelledby="history-title">
        <h2 id="history-title">{t('booking.history')}</h2>
        <ol className="tf-booking-history">
          {b.history.map((h) => (
            <li key={`${h.at}-${h.status}`}>
              <strong>{t(`status.${h.status as 'confirmed'}`, { defaultValue: h.status })}</strong> · <time dateTime={h.at}>{when(h.at)}</time>
              {h.note && <span className="tf-booking-muted"> · {h.note}</span>}
            </li>
          ))}
        </ol>
      </section>
      {confirming && (
        <CancelDialog
          text={refund ? t('booking.confirmRefund', { price: money(refund), context: product }) : t('booking.confirmNoRefund', { context: product })}
          {...(b.refundPreview ? { detail: b.refundPreview.text } : {})}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
