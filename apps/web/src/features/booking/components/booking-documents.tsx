import { useBookingReceipts } from '../api/get-booking-receipts.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';

// A booking's PDF documents (decision 0118), made by the server in the reader's language: plain
// download links, so the browser sends the session cookie and keeps the file.

const inLanguage = (language: string | undefined) => (language ? `?lang=${encodeURIComponent(language)}` : '');

/** GET /api/bookings/{reference}/voucher.pdf in the interface language. */
export const voucherUrl = (reference: string, language?: string) => `/api/bookings/${encodeURIComponent(reference)}/voucher.pdf${inLanguage(language)}`;

/** GET /api/bookings/{reference}/receipts/{number}/pdf in the interface language. */
export const receiptPdfUrl = (reference: string, number: number, language?: string) =>
  `/api/bookings/${encodeURIComponent(reference)}/receipts/${number}/pdf${inLanguage(language)}`;

/** "Download voucher": what the traveller shows and the supplier needs, as a PDF. */
export function DownloadVoucher({ reference }: { reference: string }) {
  const { t, i18n } = useBookingTranslation();
  return (
    <a
      className="tf-button tf-button--outline"
      href={voucherUrl(reference, i18n.resolvedLanguage)}
      download={`voucher-${reference}.pdf`}
      type="application/pdf"
    >
      {t('booking.downloadVoucher')}
    </a>
  );
}

/** "Download receipt" for one receipt of the booking, named by its label for screen readers. */
export function DownloadReceipt({ reference, number, label }: { reference: string; number: number; label: string }) {
  const { t, i18n } = useBookingTranslation();
  return (
    <a
      href={receiptPdfUrl(reference, number, i18n.resolvedLanguage)}
      download={`receipt-${label}.pdf`}
      type="application/pdf"
      aria-label={`${t('receipts.download')} ${label}`}
    >
      {t('receipts.download')}
    </a>
  );
}

/**
 * The booking's receipts as a list of downloads (the back-office's booking page): label, kind and
 * amount of each, with its PDF. Loading and error say so; nothing is shown while there are none.
 */
export function BookingReceiptLinks({ reference }: { reference: string }) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const receipts = useBookingReceipts(reference);
  if (receipts.isPending) return <p role="status">{t('receipts.loading')}</p>;
  if (receipts.isError) return <p role="alert">{t('receipts.error')}</p>;
  if (receipts.data.length === 0) return null;
  return (
    <ul aria-label={t('receipts.title')}>
      {receipts.data.map((r) => (
        <li key={r.id}>
          <bdi>{r.label}</bdi> · {t(`receipts.kinds.${r.kind}`)} · {money(r.amount)} ·{' '}
          <DownloadReceipt reference={reference} number={r.number} label={r.label} />
        </li>
      ))}
    </ul>
  );
}
