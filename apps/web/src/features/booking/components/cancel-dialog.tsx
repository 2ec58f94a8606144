import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';

/**
 * The refund preview: what cancelling now gives back, as the server computed it with the refund
 * rule the cancel route refunds by (decision 0084); null when it refunds nothing. Nothing is
 * computed here. The traveller's booking page and the back-office's (features/agent-bookings) both show it.
 */
export function refundOnCancel(booking: Pick<BookingDetails, 'refundPreview'>): BookingMoney | null {
  const preview = booking.refundPreview;
  return preview && preview.refund.amount > 0 ? preview.refund : null;
}

/**
 * "Cancel this booking?" as a modal: the preview `text` (and the rule's words, `detail`), confirm and keep. Styled by the page that
 * shows it (`tf-booking-dialog`): no stylesheet here, so the booking index stays style-free.
 */
export function CancelDialog({
  title,
  text,
  detail,
  busy,
  onConfirm,
  onClose,
}: {
  title?: string;
  text: string;
  /** The refund rule in words, as the server gives it. */
  detail?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useBookingTranslation();
  const ref = useModalDialog();
  return (
    <dialog
      ref={ref}
      className="tf-booking-dialog"
      aria-labelledby="cancel-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="cancel-title">{title ?? t('booking.cancelTitle')}</h2>
      <p>{text}</p>
      {/* In the booking's language, which may not be the page's: its own direction keeps its punctuation in place. */}
      {detail && (
        <p className="tf-booking-muted" dir="auto">
          {detail}
        </p>
      )}
      <div className="tf-booking-actions">
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
