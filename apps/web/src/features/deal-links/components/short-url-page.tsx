import i18next from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useBookingLinks } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { usePublicDealLink } from '../api/get-public-deal-link.ts';
import { useDealLinksTranslation } from '../hooks/use-deal-links-translation.ts';
import './deal-links.css';

// The agency's search forms, as on the home page: their own chunk, with their texts.
const HeroSearch = lazy(() =>
  import('../../search/index.ts').then(async (module) => {
    await i18next.loadNamespaces(module.SEARCH_NS);
    return { default: module.HeroSearch };
  }),
);

/**
 * /url/:id (spec §2, decision 0118) as the storefront shows it: only when the server did not send
 * the visitor on, that is for a link that expired, was archived or is unknown. It says which,
 * clearly, and offers the agency's search. A live link reached inside the app (no server on the
 * way) is followed through the server, so its click counts.
 */
export function ShortUrlPage() {
  const { t } = useDealLinksTranslation();
  const { id = '' } = useParams();
  const query = usePublicDealLink(id);
  const user = useCurrentUser();
  const { services } = useBookingLinks(user);
  const searchable = services.map((s) => s.service);

  let message: ReactNode;
  if (query.isPending) message = <LoadingStatus>{t('shortUrl.loading')}</LoadingStatus>;
  else if (query.data && !query.data.expired) {
    message = (
      <>
        <h1>{query.data.title}</h1>
        <p>
          <a className="tf-button" href={`/url/${encodeURIComponent(query.data.code)}`}>
            {t('shortUrl.open')}
          </a>
        </p>
      </>
    );
  } else if (query.data) {
    message = (
      <>
        <h1>{t('shortUrl.expiredTitle')}</h1>
        <p>{t('shortUrl.expiredText', { title: query.data.title })}</p>
      </>
    );
  } else {
    // Unknown, or the answer failed: either way there is no deal to show.
    message = (
      <>
        <h1>{t('shortUrl.unknownTitle')}</h1>
        <p>{t('shortUrl.unknownText')}</p>
      </>
    );
  }

  return (
    <div className="tf-container tf-page tf-short-url">
      <section className="tf-short-url__message" role={query.isPending ? undefined : 'status'}>
        {message}
      </section>
      {!query.isPending && searchable.length > 0 && (
        <section className="tf-short-url__search" aria-label={t('shortUrl.search')}>
          <Suspense fallback={<div className="tf-hero-search tf-hero-search--loading" aria-hidden="true" />}>
            <HeroSearch services={searchable} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
