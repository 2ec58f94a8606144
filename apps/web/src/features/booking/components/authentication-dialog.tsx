import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';

/** The sandbox's stand-in for the bank's 3-D Secure page: Approve or Decline. */
export function AuthenticationDialog({ busy, onDecide }: { busy: boolean; onDecide: (outcome: 'approved' | 'declined') => void }) {
  const { t } = useBookingTranslation();
  const ref = useModalDialog();
  return (
    <dialog ref={ref} className="tf-booking-dialog" aria-labelledby="auth-title" onCancel={(e) => e.preventDefault()}>
      <h2 id="auth-title">{t('auth.title')}</h2>
      <p>{t('auth.text')}</p>
      <div className="tf-booking-actions">
        <button type="button" className="tf-button tf-button--primary" disabled={busy} onClick={() => onDecide('approved')}>
          {t('auth.approve')}
        </button>
        <button type="button" className="tf-button tf-button--outline" disabled={busy} onClick={() => onDecide('declined')}>
          {t('auth.decline')}
        </button>
      </div>
    </dialog>
  );
}
