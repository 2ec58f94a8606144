import { isPresent } from '@tripfront/domain/present';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { EmptyState } from '../../../components/ui/status.tsx';
import { useAgency } from '../../agency/index.ts';
import type { LegalDocument } from '../legal-documents.ts';

/** /privacy-policy, /cookies-policy, /disclaimer, /user-terms-and-conditions: the agency's sanitised HTML. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const agency = useAgency();
  const html = agency[document];
  if (!isPresent(html)) {
    return (
      <div className="tf-container">
        <EmptyState title={t(`legal.${document}`)}>
          <p>{t('legal.notAvailable')}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <article className="tf-container tf-page" aria-label={t(`legal.${document}`)}>
      <SafeHtml html={html} />
    </article>
  );
}
