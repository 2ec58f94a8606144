import { isVersionConflict, useReloadSettings } from '../../settings/index.ts';
import { useWalletTranslation } from '../hooks/use-wallet-translation.ts';

// What the wallet and academy settings forms share: how a save ended, and the Save button with
// its outcome (saved, failed, or changed by someone else meanwhile, with Reload).

export type SaveOutcome = 'saved' | 'conflict' | 'error' | null;

/** Runs a save and says how it ended: a version conflict is someone else's change. */
export async function outcomeOf(save: () => Promise<unknown>): Promise<Exclude<SaveOutcome, null>> {
  try {
    await save();
    return 'saved';
  } catch (error) {
    return isVersionConflict(error) ? 'conflict' : 'error';
  }
}

export function SettingsActions({ pending, dirty, outcome }: { pending: boolean; dirty: boolean; outcome: SaveOutcome }) {
  const { t } = useWalletTranslation();
  const reload = useReloadSettings();
  return (
    <div className="tf-wallet-settings__actions">
      <button type="submit" className="tf-button tf-button--primary" disabled={pending || !dirty}>
        {pending ? t('settings.saving') : t('settings.save')}
      </button>
      {outcome === 'saved' && <p role="status">{t('settings.saved')}</p>}
      {outcome === 'error' && <p role="alert">{t('settings.error')}</p>}
      {outcome === 'conflict' && (
        <div role="alert">
          <p>{t('settings.conflict')}</p>
          <button type="button" className="tf-button tf-button--outline" onClick={() => void reload()}>
            {t('settings.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
