import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/status.tsx';
import { useDestinations } from '../api/public-content.ts';
import { listPageParam, listPagePastEnd } from '@tripfront/domain/content';
import { NotFoundPage } from '../../errors/index.ts';
import { ContentCard, Pager } from './content-parts.tsx';
import { ContentError, ContentLoading } from './page-states.tsx';

/** /destination (every destination page) and /top-destination (the agency's top ones), issue #44. */
export function DestinationsPage({ top }: { top: boolean }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const page = listPageParam(params.get('page'));
  const destinations = useDestinations({ top, page, lang: i18n.language });
  const title = top ? t('content.destinations.topTitle') : t('content.destinations.title');
  const base = top ? ROUTES.content.topDestination : ROUTES.content.destination;

  if (destinations.isPending) return <ContentLoading />;
  if (destinations.isError) return <ContentError title={title} onRetry={() => void destinations.refetch()} />;
  const { items, pageCount } = destinations.data;
  // A page past the end (an old link, a list that shrank) is no page, as the server answers it 404.
  if (listPagePastEnd(page, pageCount)) return <NotFoundPage />;
  if (items.length === 0) {
    return (
      <div className="tf-container tf-page">
        <EmptyState title={title}>
          <p>{t('content.destinations.empty')}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="tf-container tf-page tf-content-list">
      <h1>{title}</h1>
      <div className="tf-content-grid">
        {items.map((item) => (
          <ContentCard key={item.slug} item={item} showDate={false} />
        ))}
      </div>
      <Pager page={page} pageCount={pageCount} hrefOf={(n) => (n > 1 ? `${base}?page=${n}` : base)} />
    </div>
  );
}
