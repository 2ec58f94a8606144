import { navPageRefusal } from '@tripfront/domain/navigation/page-permissions';
import { sideNavPermission } from '@tripfront/domain/navigation/side-nav';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSupplierAccounts } from '../api/get-supplier-accounts.ts';
import { useSuppliersTranslation } from '../hooks/use-suppliers-translation.ts';
import { AccountCard } from './account-card.tsx';
import { AddAccountForm } from './add-account-form.tsx';
import './suppliers.css';

/**
 * /settings/suppliers (issue #41): the agency's supplier accounts, for its owner and admins with
 * Product Settings' permission (the API's guard). Others are told why, as the side navigation greys it.
 */
export function SupplierSettingsPage() {
  const { t } = useSuppliersTranslation();
  const user = useCurrentUser();
  const refusal = user ? navPageRefusal(user, sideNavPermission('supplierSettings')) : 'role';
  return (
    <div className="tf-settings tf-suppliers">
      <header className="tf-settings__header">
        <h1>{t('title')}</h1>
        <p className="tf-settings__lede">{t('description')}</p>
      </header>
      {refusal === null ? <SupplierAccounts /> : <p className="tf-settings__notice">{t(refusal === 'role' ? 'ownerOnly' : 'noAccess')}</p>}
    </div>
  );
}

function SupplierAccounts() {
  const { t } = useSuppliersTranslation();
  const query = useSupplierAccounts();
  if (query.isError) {
    const refused = query.error instanceof ApiError && query.error.status === 403;
    return (
      <div className="tf-settings__notice" role="alert">
        <p>{refused ? t('noAccess') : t('loadError')}</p>
        {!refused && (
          <button type="button" className="tf-button tf-button--outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (!query.data) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  const { accounts, platformAvailable } = query.data;
  const live = accounts.filter((a) => !a.archived);
  const archived = accounts.filter((a) => a.archived);
  return (
    <div className="tf-suppliers__layout">
      <section className="tf-suppliers__section" aria-labelledby="suppliers-live">
        <h2 id="suppliers-live">{t('list.title')}</h2>
        <ul className="tf-suppliers__rules">
          <li>{t('rules.merged')}</li>
          <li>{t('rules.single')}</li>
        </ul>
        {live.length === 0 ? (
          <p className="tf-suppliers__empty">{t('empty')}</p>
        ) : (
          <ul className="tf-suppliers__list">
            {live.map((account) => (
              <AccountCard key={account.id} account={account} />
            ))}
          </ul>
        )}
      </section>
      <AddAccountForm platformAvailable={platformAvailable} />
      {archived.length > 0 && (
        <section className="tf-suppliers__section" aria-labelledby="suppliers-archived">
          <h2 id="suppliers-archived">{t('list.archivedTitle')}</h2>
          <p className="tf-settings__hint">{t('list.archivedHint')}</p>
          <ul className="tf-suppliers__list">
            {archived.map((account) => (
              <AccountCard key={account.id} account={account} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
