import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { NotFoundPage } from '../../errors/index.ts';
import { isNotFound, movedTo, useDestination } from '../api/public-content.ts';
import { ContentArticle } from './content-article.tsx';
import { DestinationSearch } from './destination-search.tsx';
import { ContentError, ContentLoading } from './page-states.tsx';
import { paths } from '../../../config/paths.ts';

/** /destination/:slug (issue #44): the destination's page and a search around its place. */
export function DestinationPage() {
  const { t, i18n } = useTranslation();
  const slug = useParams().slug ?? '';
  const destination = useDestination({ slug, lang: i18n.language });
  const target = destination.isError ? movedTo(destination.error) : null;

  if (destination.isPending) return <ContentLoading />;
  if (target) return <Navigate replace to={paths.destinationPage(target)} />;
  if (destination.isError) {
    return isNotFound(destination.error) ? (
      <NotFoundPage />
    ) : (
      <ContentError title={t('content.destinations.title')} onRetry={() => void destination.refetch()} />
    );
  }
  const item = destination.data;
  return (
    <div className="tf-container tf-page">
      <ContentArticle item={item}>{item.place && <DestinationSearch place={item.place} />}</ContentArticle>
    </div>
  );
}
