import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/status.tsx';
import { useHiddenGems } from '../api/public-content.ts';
import { ContentCard } from './content-parts.tsx';
import { ContentError, ContentLoading } from './page-states.tsx';

/** /hidden-gems-round-the-world (issue #44): the destinations the agency picked, in its order. */
export function HiddenGemsPage() {
  const { t, i18n } = useTranslation();
  const gems = useHiddenGems(i18n.language);
  const title = t('content.hiddenGems.title');

  if (gems.isPending) return <ContentLoading />;
  if (gems.isError) return <ContentError title={title} onRetry={() => void gems.refetch()} />;
  if (gems.data.items.length === 0) {
    return (
      <div className="tf-container tf-page">
        <EmptyState title={title}>
          <p>{t('content.hiddenGems.empty')}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="tf-container tf-page tf-content-list">
      <h1>{title}</h1>
      <ol className="tf-content-grid tf-content-gems">
        {gems.data.items.map((item) => (
          <li key={item.slug}>
            <ContentCard item={item} showDate={false} />
          </li>
        ))}
      </ol>
    </div>
  );
}
