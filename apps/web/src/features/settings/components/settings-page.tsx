import type { AgencySettings } from '@tripfront/domain/settings';
import { mayEditAgencySettings } from '@tripfront/domain/navigation/roles';
import type { ReactNode } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useAgencySettings, useReloadSettings } from '../api/agency-settings.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import './settings.css';

interface SettingsPageProps {
  title: string;
  description?: string;
  /**
   * The page edits the agency's settings (owner and admins, spec §6): it loads them and renders
   * `children` with them. Others see why they cannot, or `readOnly` when the page has a view for them.
   */
  children: (settings: AgencySettings) => ReactNode;
  readOnly?: ReactNode;
}

/** A settings page: its heading, then loading, error, not-allowed or the page's form. */
export function SettingsPage({ title, description, children, readOnly }: SettingsPageProps) {
  const { t } = useSettingsTranslation();
  const user = useCurrentUser();
  const allowed = mayEditAgencySettings(user);
  return (
    <div className="tf-settings">
      <header className="tf-settings__header">
        <h1>{title}</h1>
        {description && <p className="tf-settings__lede">{description}</p>}
      </header>
      {allowed ? <LoadedSettings>{children}</LoadedSettings> : (readOnly ?? <p className="tf-settings__notice">{t('common.ownerOnly')}</p>)}
    </div>
  );
}

function LoadedSettings({ children }: { children: (settings: AgencySettings) => ReactNode }) {
  const { t } = useSettingsTranslation();
  const query = useAgencySettings();
  const reload = useReloadSettings();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    // Only an owner or admin loads the settings: a 403 means the owner turned this page's read permission off.
    const refused = query.error instanceof ApiError && query.error.status === 403;
    return (
      <div className="tf-settings__notice" role="alert">
        <p>{refused ? t('common.noAccess') : t('common.loadError')}</p>
        {!refused && (
          <button type="button" className="tf-button tf-button--outline" onClick={() => void reload()}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  return <LoadingStatus>{t('common.loading')}</LoadingStatus>;
}

/** One group of fields a person can scan: a heading, a line on what it is for, the fields. */
export function SettingsSection({ id, title, description, children }: { id?: string; title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="tf-settings__section" id={id}>
      <legend>{title}</legend>
      {description && <p className="tf-settings__hint">{description}</p>}
      {children}
    </fieldset>
  );
}

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  /** The save was refused: someone else saved first (409); offer to reload. */
  conflict?: string | null;
  onReload?: () => void;
  /** A message about the last save that is not about one field. */
  error?: string | null;
}

/** What the save bar says when nothing went wrong: saving, unsaved changes, or up to date. */
const saveStateKey = (saving: boolean, dirty: boolean) => {
  if (saving) return 'common.saving';
  return dirty ? 'common.unsaved' : 'common.upToDate';
};

/** The form's save bar, kept in view at the bottom: what is unsaved, Save and Discard, a conflict. */
export function SaveBar({ dirty, saving, onDiscard, conflict, onReload, error }: SaveBarProps) {
  const { t } = useSettingsTranslation();
  return (
    <div className="tf-settings__savebar">
      {conflict ? (
        <div className="tf-settings__conflict" role="alert">
          <p>{conflict}</p>
          {onReload && (
            <button type="button" className="tf-button tf-button--outline" onClick={onReload}>
              {t('common.reload')}
            </button>
          )}
        </div>
      ) : error ? (
        <p className="tf-settings__error" role="alert">
          {error}
        </p>
      ) : (
        <p className="tf-settings__state" aria-live="polite">
          {t(saveStateKey(saving, dirty))}
        </p>
      )}
      <div className="tf-settings__actions">
        <button type="button" className="tf-button tf-button--outline" onClick={onDiscard} disabled={!dirty || saving}>
          {t('common.discard')}
        </button>
        <button type="submit" className="tf-button tf-button--primary" disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </div>
  );
}
