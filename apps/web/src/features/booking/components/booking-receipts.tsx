import { useBookingReceipts } from '../api/get-booking-receipts.ts';
import { DownloadReceipt } from './booking-documents.tsx';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';
import { useDisplayDate } from '../../../lib/use-display-date.ts';

/**
 * A booking's receipts on its My Trips page (decision 0087) and the back-office's: number, kind,
 * amount and date of its payment receipt and of each refund's, each with its PDF. Loading, empty
 * and error each say so.
 */
export function BookingReceipts({ reference }: { reference: string }) {
  const { t } = useBookingTranslation();
  const receipts = useBookingReceipts(reference);
  return (
    <section className="tf-card" aria-labelledby="receipts-title" aria-busy={receipts.isPending || undefined}>
      <h2 id="receipts-title">{t('receipts.title')}</h2>
      <ReceiptsBody reference={reference} receipts={receipts} />
    </section>
  );
}

/** Loading, the error, none yet, or the table of receipts. */
function ReceiptsBody({ reference, receipts }: { reference: string; receipts: ReturnType<typeof useBookingReceipts> }) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const dates = useDisplayDate();
  const day = (iso: string) => dates.date(iso);
  if (receipts.isPending) {
    return (
      <p className="tf-booking-muted" role="status">
        {t('receipts.loading')}
      </p>
    );
  }
  if (receipts.isError) {
    return (
      <p className="tf-booking-alert" role="alert">
        {t('receipts.error')}
      </p>
    );
  }
  if (receipts.data.length === 0) return <p className="tf-booking-muted">{t('receipts.empty')}</p>;
  return (
    <table className="tf-booking-receipts">
      <thead>
        <tr>
          <th scope="col">{t('receipts.number')}</th>
          <th scope="col">{t('receipts.kind')}</th>
          <th scope="col">{t('receipts.amount')}</th>
          <th scope="col">{t('receipts.date')}</th>
          <th scope="col">{t('receipts.document')}</th>
        </tr>
      </thead>
      <tbody>
        {receipts.data.map((r) => (
          <tr key={r.id}>
            {/* On phones each row is a card and each cell names its column (booking.css). */}
            <td data-label={t('receipts.number')}>
              <bdi>{r.label}</bdi>
            </td>
            <td data-label={t('receipts.kind')}>{t(`receipts.kinds.${r.kind}`)}</td>
            <td data-label={t('receipts.amount')} className="tf-booking-receipts__money">
              {money(r.amount)}
            </td>
            <td data-label={t('receipts.date')}>
              <time dateTime={r.issuedAt}>{day(r.issuedAt)}</time>
            </td>
            <td data-label={t('receipts.document')}>
              <DownloadReceipt reference={reference} number={r.number} label={r.label} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
