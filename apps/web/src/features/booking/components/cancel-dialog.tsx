import type { BookingMoney, CancellationPolicy } from '@tripfront/domain/booking/hotel-api';
import type { HeldCruise } from '@tripfront/domain/booking/cruise-api';
import { refundShareOn } from '@tripfront/domain/booking/cruise-policies';
import { isFreeCancellation } from '@tripfront/domain/booking/refund';
import { shareOfMinor } from '@tripfront/domain/wallet';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';

/**
 * The refund preview: what cancelling now gives back under the policy, everything before the
 * free-cancellation deadline, else nothing (the supplier's rule too, domain/booking/refund.ts).
 * The traveller's booking page and the back-office's (features/agent-bookings) both show it.
 */
export function refundOnCancel(policy: CancellationPolicy, total: BookingMoney, now: Date, booking?: object): BookingMoney | null {
  // A cruise refunds a share by the line's dated tiers (decision 0052), as its supplier does.
  if (booking && 'product' in booking && booking.product === 'cruise' && 'cruise' in booking) {
    const share = refundShareOn((booking as { cruise: HeldCruise }).cruise.refundTiers, now.toISOString().slice(0, 10));
    return share > 0 ? { amount: shareOfMinor(total.amount, share), currency: total.currency } : null;
  }
  return isFreeCancellation(policy, now) ? total : null;
}

/**
 * "Cancel this booking?" as a modal: the preview `text`, confirm and keep. Styled by the page that
 * shows it (`tf-booking-dialog`): no stylesheet here, so the booking index stays style-free.
 */
export function CancelDialog({
  title,
  text,
  busy,
  onConfirm,
  onClose,
}: {
  title?: string;
  text: string;
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
