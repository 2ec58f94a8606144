import { navPageRefusal } from '@tripfront/domain/navigation/page-permissions';
import type { NavPermissionKey } from '@tripfront/domain/navigation/roles';
import type { ReactNode } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import { isRefused } from './people-errors.ts';

interface PeoplePageProps {
  title: string;
  description?: string;
  /** The navigation item whose read permission the page needs (spec §6). */
  permission: NavPermissionKey;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A people page: its heading and actions, then the page, or why the caller cannot open it. The
 * rule of the API's guard and the side navigation (navPageRefusal: Agents and Applications are the
 * owner's and admins'), so the page explains instead of failing.
 */
export function PeoplePage({ title, description, permission, actions, children }: PeoplePageProps) {
  const { t } = usePeopleTranslation();
  const user = useCurrentUser();
  const why = user ? navPageRefusal(user, permission) : null;
  const refusal = why === 'role' ? t('common.ownerOnly') : why === 'permission' ? t('common.noAccess') : null;
  return (
    <div className="tf-people">
      <header className="tf-people__header">
        <div>
          <h1>{title}</h1>
          {description && <p className="tf-people__lede">{description}</p>}
        </div>
        {!refusal && actions && <div className="tf-people__actions">{actions}</div>}
      </header>
      {refusal ? (
        <p className="tf-people__notice" role="alert">
          {refusal}
        </p>
      ) : (
        children
      )}
    </div>
  );
}

/** Loading, refused (403: "no access") and failed states of a query, with a retry. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = usePeopleTranslation();
  if (!error) return <LoadingStatus>{t('common.loading')}</LoadingStatus>;
  if (isRefused(error)) {
    return (
      <p className="tf-people__notice" role="alert">
        {t('common.noAccess')}
      </p>
    );
  }
  return (
    <div className="tf-people__notice" role="alert">
      <p>{t('common.loadError')}</p>
      <button type="button" className="tf-button tf-button--outline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** A wide table that scrolls sideways inside a labelled, focusable region on narrow screens (no page overflow). */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = usePeopleTranslation();
  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div className="tf-people__scroll" role="region" aria-label={t('common.tableRegion', { title: label })} tabIndex={0}>
      {children}
    </div>
  );
}
