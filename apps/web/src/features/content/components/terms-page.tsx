import { termsVersionParam, type PublicTermsVersion } from '@tripfront/domain/content';
import { fillRoute, ROUTES } from '@tripfront/domain/navigation/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { EmptyState } from '../../../components/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { isNotFound, termsQueryOptions, useTerms } from '../api/public-content.ts';
import { ContentDate } from './content-parts.tsx';
import { ContentError, ContentLoading } from './page-states.tsx';
import './content.css';

/** One version of the terms, its date, and the other versions. */
function TermsVersionView({ terms, title, hrefOf }: { terms: PublicTermsVersion; title: string; hrefOf: ((version: number) => string) | null }) {
  const { t } = useTranslation();
  const others = terms.versions.filter((v) => v.version !== terms.version);
  return (
    <article className="tf-container tf-page tf-content-terms">
      <header className="tf-content-article__header">
        <h1>{title}</h1>
        <p className="tf-content-terms__meta">
          {t('content.terms.version', { version: terms.version })} · <ContentDate iso={terms.publishedAt} />
        </p>
      </header>
      <div lang={terms.language}>
        <SafeHtml html={terms.bodyHtml} />
      </div>
      {hrefOf && others.length > 0 && (
        <nav className="tf-content-terms__versions" aria-labelledby="terms-versions">
          <h2 id="terms-versions">{t('content.terms.otherVersions')}</h2>
          <ul>
            {others.map((v) => (
              <li key={v.version}>
                <Link to={hrefOf(v.version)}>
                  {t('content.terms.version', { version: v.version })} · <ContentDate iso={v.publishedAt} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

/** /agency-terms-and-conditions/:id (issue #44): the version named (a number or `latest`; anything else the latest). */
export function AgencyTermsPage() {
  const { t, i18n } = useTranslation();
  // An address that names no version (the server answers it 404) asks for nothing.
  const named = termsVersionParam(useParams().id);
  const version = named ?? 'latest';
  const terms = useQuery({ ...termsQueryOptions({ kind: 'agency', version, lang: i18n.language }), enabled: named !== null });
  const title = t('content.terms.agencyTitle');
  const noSuchVersion = (
    <div className="tf-container tf-page">
      <EmptyState title={title}>
        <p>{t('content.terms.noSuchVersion')}</p>
        <Link to={fillRoute(ROUTES.info.agencyTerms, { id: 'latest' })}>{t('content.terms.latest')}</Link>
      </EmptyState>
    </div>
  );

  if (named === null) return noSuchVersion;
  if (terms.isPending) return <ContentLoading />;
  if (terms.isError) {
    return isNotFound(terms.error) ? (
      <div className="tf-container tf-page">
        <EmptyState title={title}>
          <p>{version === 'latest' ? t('legal.notAvailable') : t('content.terms.noSuchVersion')}</p>
          {version !== 'latest' && <Link to={fillRoute(ROUTES.info.agencyTerms, { id: 'latest' })}>{t('content.terms.latest')}</Link>}
        </EmptyState>
      </div>
    ) : (
      <ContentError title={title} onRetry={() => void terms.refetch()} />
    );
  }
  return <TermsVersionView terms={terms.data} title={title} hrefOf={(v) => fillRoute(ROUTES.info.agencyTerms, { id: v })} />;
}

/**
 * /user-terms-and-conditions: the latest version of the users' terms the agency published (issue
 * #44); without any, `fallback` (the route passes the Terms of use setting's page, as before).
 */
export function UserTermsPage({ fallback }: { fallback: ReactNode }) {
  const { t, i18n } = useTranslation();
  const terms = useTerms({ kind: 'users', version: 'latest', lang: i18n.language });
  if (terms.isPending) return <ContentLoading />;
  if (terms.isError) {
    return isNotFound(terms.error) ? fallback : <ContentError title={t('legal.termsOfUse')} onRetry={() => void terms.refetch()} />;
  }
  return <TermsVersionView terms={terms.data} title={t('legal.termsOfUse')} hrefOf={null} />;
}
