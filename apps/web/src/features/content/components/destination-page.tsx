import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { ProductDeals } from '../../deals/index.ts';
import { NotFoundPage } from '../../errors/index.ts';
import { isNotFound, movedTo, useDestination } from '../api/public-content.ts';
import { ContentArticle } from './content-article.tsx';
import { DestinationSearch } from './destination-search.tsx';
import { ContentError, ContentLoading } from './page-states.tsx';
import { paths } from '../../../config/paths.ts';

/** /destination/:slug (issue #44): the destination's page, a search around its place and the deals near it. */
export function DestinationPage() {
  const { t, i18n } = useTranslation();
  const agency = useAgency();
  const dealsHeading = useId();
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
      {item.place && (
        <section className="tf-content-deals" aria-labelledby={dealsHeading}>
          <h2 id={dealsHeading}>{t('content.destinations.dealsNear', { place: item.place.name })}</h2>
          <ProductDeals
            near={{ latitude: item.place.latitude, longitude: item.place.longitude, countryCode: item.place.countryCode ?? agency.defaultCountry }}
          />
        </section>
      )}
    </div>
  );
}
