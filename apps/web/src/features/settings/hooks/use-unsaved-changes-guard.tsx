import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSettingsTranslation } from './use-settings-translation.ts';

/**
 * Warns before unsaved changes are lost: leaving for another page of the app asks in a dialog;
 * closing or reloading the tab asks through the browser's own prompt. Render the returned element.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useSettingsTranslation();
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

  return (
    <Dialog open={blocker.state === 'blocked'} title={t('unsaved.title')} onClose={() => blocker.reset?.()}>
      <p>{t('unsaved.body')}</p>
      <div className="tf-settings__dialog-actions">
        <button type="button" className="tf-button tf-button--secondary" onClick={() => blocker.reset?.()}>
          {t('unsaved.stay')}
        </button>
        <button type="button" className="tf-button tf-button--danger" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </button>
      </div>
    </Dialog>
  );
}
