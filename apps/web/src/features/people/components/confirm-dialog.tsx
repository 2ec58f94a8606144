import { useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import { peopleErrorMessage } from './people-errors.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirm: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Are you sure?" before disabling an account: Escape and Cancel leave it as it is. */
export function ConfirmDialog({ open, title, body, confirm, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = usePeopleTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(peopleErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <p>{body}</p>
      {error && (
        <p className="tf-form__alert" role="alert">
          {error}
        </p>
      )}
      <DialogActions onCancel={onClose} busy={busy} label={confirm} busyLabel={t('common.saving')} onAction={() => void run()} />
    </Dialog>
  );
}
