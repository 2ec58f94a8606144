import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { withQuery } from '@tripfront/domain/navigation/routes';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { BOOKING_NS, BookingReceiptLinks, CancelDialog, DownloadVoucher, PRODUCT_SERVICE, refundOnCancel, useMoney } from '../../booking/index.ts';
import { useCancelAgentBooking } from '../api/cancel-agent-booking.ts';
import { useAgentBooking } from '../api/get-agent-booking.ts';
import { useAgentBookingsTranslation } from '../hooks/use-agent-bookings-translation.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';

/** Texts the page needs besides its own: the booking namespace (money formatting, the cancel dialog). */
export const PAGE_NAMESPACES = [BOOKING_NS] as const;

type Details = NonNullable<ReturnType<typeof useAgentBooking>['data']>;

/** One fact of a card: its label and its value. */
const fact = (label: string, value: ReactNode) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/**
 * /bookings/:reference (issue #16): one booking of the agency: summary, status history, payments,
 * traveller and agent; "Cancel booking" for the traveller with the refund preview of the shared
 * cancel dialog (features/booking). Wholesale Rate and Agency Markup show when the API sends them
 * (agents who see agent prices, spec §5, §6).
 */
export function AgentBookingPage() {
  const dates = useDisplayDate();
  const { t } = useAgentBookingsTranslation();
  const { t: tShell } = useTranslation();
  const money = useMoney();
  const { reference = '' } = useParams();
  const query = useAgentBooking(reference);
  const cancel = useCancelAgentBooking(reference);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const when = (iso: string) => dates.dateTime(iso);

  const back = (
    <Link className="tf-agent-bookings__back" to={paths.agent.bookings()}>
      {t('details.back')}
    </Link>
  );
  if (query.isPending) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div className="tf-agent-bookings__page">
        {back}
        <div className="tf-agent-bookings__notice" role="alert">
          <p>{status === 404 || status === 400 ? t('details.notFound') : status === 403 ? t('refused') : t('loadError')}</p>
          {status !== 404 && status !== 400 && status !== 403 && (
            <button type="button" className="tf-button tf-button--outline" onClick={() => void query.refetch()}>
              {t('retry')}
            </button>
          )}
        </div>
      </div>
    );
  }

  const { booking: b, traveller, agent, payments, credits } = query.data;
  const refund = refundOnCancel(b);
  return (
    <div className="tf-agent-bookings__page tf-agent-bookings__details">
      {back}
      <header className="tf-agent-bookings__header">
        <div>
          <h1>{t('details.title', { reference: b.reference })}</h1>
          <p className="tf-agent-bookings__lede">
            <span className="tf-agent-bookings__status" data-status={b.status}>
              {t(`status.${b.status}`)}
            </span>
          </p>
        </div>
        <div className="tf-agent-bookings__actions">
          {b.status !== 'failed' && <DownloadVoucher reference={b.reference} />}
          {b.status === 'confirmed' && (
            <button
              type="button"
              className="tf-button tf-button--outline"
              onClick={() => {
                setConfirming(true);
                // The refund preview is the server's for the time of its answer: ask again before confirming.
                void query.refetch();
              }}
            >
              {t('details.cancel')}
            </button>
          )}
        </div>
      </header>

      {b.status === 'cancelled' && (
        <p className="tf-agent-bookings__refund" role="status">
          {b.cancellation.refundStatus === 'refunded' && b.cancellation.refund
            ? t('details.cancelledRefunded', { price: money(b.cancellation.refund) })
            : b.cancellation.refundStatus === 'failed'
              ? t('details.cancelledRefundFailed')
              : t('details.cancelledNotRefunded')}
        </p>
      )}
      {cancel.isError && (
        <p className="tf-form__alert" role="alert">
          {cancel.error instanceof ApiError && cancel.error.status === 409 ? cancel.error.message : t('details.cancelError')}
        </p>
      )}

      <div className="tf-agent-bookings__cards">
        <section className="tf-card" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{t('details.summary')}</h2>
          <p className="tf-agent-bookings__title" dir="auto">
            {b.title}
          </p>
          {b.location && <p className="tf-agent-bookings__muted">{b.location}</p>}
          <dl className="tf-agent-bookings__facts">
            {fact(t('details.product'), tShell(`services.${PRODUCT_SERVICE[b.product]}`))}
            {fact(t('details.dates'), dates.range(b.startDate, b.endDate))}
            {fact(t('details.bookedAt'), <time dateTime={b.createdAt}>{when(b.createdAt)}</time>)}
            {fact(t('details.total'), money(b.total))}
            {b.price.wholesale && fact(t('details.wholesale'), money(b.price.wholesale))}
            {b.price.markup && fact(t('details.markup'), money(b.price.markup))}
            {b.product === 'hotel' && b.dueAtProperty && fact(t('details.dueAtProperty'), money(b.dueAtProperty))}
            {b.product === 'car' && b.car.dueAtPickup && fact(t('details.dueAtPickup'), money(b.car.dueAtPickup))}
            {fact(t('details.policy'), b.cancellationPolicy.description)}
            {b.supplierReference && fact(t('details.supplierReference'), <Ltr>{b.supplierReference}</Ltr>)}
            {fact(t('details.leadGuest'), `${b.leadGuest.firstName} ${b.leadGuest.lastName}`)}
            {b.specialRequests && fact(t('details.specialRequests'), <span className="tf-agent-bookings__requests">{b.specialRequests}</span>)}
          </dl>
        </section>

        <section className="tf-card" aria-labelledby={`${id}-people`}>
          <h2 id={`${id}-people`}>{t('details.traveller')}</h2>
          <p>
            {traveller.name}
            <br />
            <bdi className="tf-agent-bookings__muted">{traveller.email}</bdi>
          </p>
          <h3>{t('details.agent')}</h3>
          {agent ? (
            <p>
              {agent.name}
              <br />
              <bdi className="tf-agent-bookings__muted">{agent.email}</bdi>
            </p>
          ) : (
            <p className="tf-agent-bookings__muted">{t('details.bookedByTraveller')}</p>
          )}
        </section>

        <PaymentsCard id={`${id}-payments`} payments={payments} credits={credits} reference={b.reference} when={when} />

        <HistoryCard id={`${id}-history`} history={b.history} when={when} />
      </div>

      {confirming && (
        <CancelDialog
          title={t('details.cancelTitle')}
          text={refund ? t('details.previewRefund', { price: money(refund) }) : t('details.previewNoRefund')}
          {...(b.refundPreview ? { detail: b.refundPreview.text } : {})}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

interface PaymentsCardProps {
  id: string;
  payments: Details['payments'];
  credits: Details['credits'];
  reference: string;
  /** A date and time in the interface language. */
  when: (iso: string) => string;
}

/** The booking's payments (gateway, reference, status, a dispute, card, amount, refund), credits and receipts. */
function PaymentsCard({ id, payments, credits, reference, when }: PaymentsCardProps) {
  const { t } = useAgentBookingsTranslation();
  const money = useMoney();
  return (
    <section className="tf-card" aria-labelledby={id}>
      <h2 id={id}>{t('details.payments')}</h2>
      {payments.map((p, i) => (
        <dl key={`${p.gateway}-${i}`} className="tf-agent-bookings__facts">
          {fact(t('details.gateway'), p.gateway)}
          {p.reference && fact(t('details.paymentReference'), <Ltr className="tf-agent-bookings__code">{p.reference}</Ltr>)}
          {fact(t('details.paymentStatus'), t(`payment.${p.status}`))}
          {p.dispute &&
            fact(
              t('details.dispute'),
              <>
                <strong className="tf-agent-bookings__dispute" title={p.dispute.status}>
                  {t('details.disputed')}
                </strong>
                {/* The provider's deadline to answer runs from the day it was opened. */}
                {' · '}
                <time dateTime={p.dispute.openedAt}>{when(p.dispute.openedAt)}</time>
              </>,
            )}
          {p.last4 && fact(t('details.card'), t('details.cardEnding', { brand: p.brand ?? '', last4: p.last4 }))}
          {fact(t('details.amount'), money(p.amount))}
          {fact(
            t('details.refundStatus'),
            p.refund && p.refundStatus === 'refunded' ? `${t(`refund.${p.refundStatus}`)} · ${money(p.refund)}` : t(`refund.${p.refundStatus}`),
          )}
        </dl>
      ))}
      {credits && <p>{`${t('details.credits')}: ${money(credits)}`}</p>}
      <BookingReceiptLinks reference={reference} />
      <p>
        <Link to={withQuery(paths.agent.receipts(), { reference })}>{t('receipts.ofBooking')}</Link>
      </p>
    </section>
  );
}

/** The booking's status history: each status, when, the note and who (a person by name, else by kind). */
function HistoryCard({ id, history, when }: { id: string; history: Details['booking']['history']; when: (iso: string) => string }) {
  const { t } = useAgentBookingsTranslation();
  return (
    <section className="tf-card" aria-labelledby={id}>
      <h2 id={id}>{t('details.history')}</h2>
      <ol className="tf-agent-bookings__history">
        {history.map((h, i) => (
          <li key={`${h.at}-${h.status}-${i}`}>
            <strong>{t(`status.${h.status as 'confirmed'}`, { defaultValue: h.status })}</strong> · <time dateTime={h.at}>{when(h.at)}</time>
            {h.note && <span className="tf-agent-bookings__muted"> · {h.note}</span>}
            {h.actor?.kind && (
              <span className="tf-agent-bookings__muted">
                {' · '}
                {t('details.by', {
                  // A person by name; the system and the platform operator (and a person without a name) by kind.
                  name: (h.actor.kind === 'traveller' || h.actor.kind === 'agent' ? h.actor.name : null) || t(`details.actor.${h.actor.kind}`),
                })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
