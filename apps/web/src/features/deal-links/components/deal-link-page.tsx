import { LoadingStatus } from '../../../components/ui/status.tsx';
import { AgentPage } from '../../agent-nav/index.ts';
import { useDealLinks } from '../api/deal-links.ts';
import { useDealLinksTranslation } from '../hooks/use-deal-links-translation.ts';
import { DealLinkForm } from './deal-link-form.tsx';
import { DealLinkList } from './deal-link-list.tsx';
import '../../../components/ui/form.css';
import './deal-links.css';

/**
 * /deal-link (spec §2, decision 0118): an agent makes a shareable link to a search or a deal of the
 * storefront, with their own markup and an expiry, and follows what each link brought. Agents with
 * the Deal Link permission; the owner and admins see every agent's links.
 */
export function DealLinkPage() {
  const { t } = useDealLinksTranslation();
  return (
    <AgentPage
      className="tf-deal-links"
      title={t('title')}
      description={t('description')}
      permission="dealLink"
      messages={{ agentsOnly: t('agentsOnly'), noPermission: t('noPermission') }}
    >
      <DealLinks />
    </AgentPage>
  );
}

function DealLinks() {
  const { t } = useDealLinksTranslation();
  const query = useDealLinks();
  if (query.data) {
    return (
      <>
        <DealLinkForm capBasisPoints={query.data.maxAgentMarkupBasisPoints} />
        <DealLinkList links={query.data.data} busy={query.isFetching} />
      </>
    );
  }
  if (query.isError) {
    return (
      <div className="tf-settings__notice" role="alert">
        <p>{t('list.loadError')}</p>
        <button type="button" className="tf-button tf-button--outline" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  return <LoadingStatus>{t('list.loading')}</LoadingStatus>;
}
