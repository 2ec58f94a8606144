import { usePeopleTranslation } from '../hooks/use-people-translation.ts';

/**
 * Cancel and the dialog's action, which shows `busyLabel` while it runs. A form's action submits it
 * (no `onAction`); a confirmation's runs `onAction`.
 */
export function DialogActions({
  onCancel,
  busy,
  label,
  busyLabel,
  onAction,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  onAction?: () => void;
}) {
  const { t } = usePeopleTranslation();
  return (
    <div className="tf-people__dialog-actions">
      <button type="button" className="tf-button tf-button--outline" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type={onAction ? 'button' : 'submit'} className="tf-button tf-button--primary" disabled={busy} onClick={onAction}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
