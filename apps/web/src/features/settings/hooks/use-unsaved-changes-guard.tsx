import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSettingsTranslation } from './use-settings-translation.ts';

/**
 * Warns before unsaved changes are lost: leaving for another page of the app asks in a dialog;
 * closing or reloading the tab asks through the browser's own prompt. Render the returned element.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

/** The question asked before unsaved changes are lost: stay, or leave without saving. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useSettingsTranslation();
  return (
    <Dialog open={open} title={t('unsaved.title')} onClose={onStay}>
      <p>{t('unsaved.body')}</p>
      <div className="tf-settings__dialog-actions">
        <button type="button" className="tf-button tf-button--secondary" onClick={onStay}>
          {t('unsaved.stay')}
        </button>
        <button type="button" className="tf-button tf-button--danger" onClick={onLeave}>
          {t('unsaved.leave')}
        </button>
      </div>
    </Dialog>
  );
}
