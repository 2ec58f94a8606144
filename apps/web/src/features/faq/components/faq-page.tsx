import { useTranslation } from 'react-i18next';
import { faqTitle } from '@tripfront/domain/navigation/agency-texts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { EmptyState, LoadingStatus } from '../../../components/ui/status.tsx';
import { useAgency } from '../../agency/index.ts';
import { useFaqs } from '../api/get-faqs.ts';
import { shouldUseAccordion } from '../faq-layout.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import './faq-page.css';

/** /faqs (spec §2): header message and questions, or the disabled / empty messages. */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const agency = useAgency();
  const faqs = useFaqs();

  if (faqs.isPending) {
    return (
      <div className="tf-container tf-page">
        <LoadingStatus>{t('common.loading')}</LoadingStatus>
      </div>
    );
  }
  const content = faqs.data;
  if (faqs.isError || !agency.isFaqEnable || !content?.isEnabled) {
    return (
      <div className="tf-container">
        <EmptyState title={t('faq.notAvailable')} />
      </div>
    );
  }
  const title = faqTitle(agency.translations, i18n.language, agency.faqEnableTitle) || t('faq.title');
  if (content.questions.length === 0) {
    return (
      <div className="tf-container tf-page tf-faq">
        <h1 dir="auto">{title}</h1>
        {content.headerMessage && (
          <p className="tf-faq__intro" dir="auto">
            {content.headerMessage}
          </p>
        )}
        <p className="tf-faq__empty">{t('faq.noFaqs')}</p>
      </div>
    );
  }
  return (
    <div className="tf-container tf-page tf-faq">
      <h1 dir="auto">{title}</h1>
      {content.headerMessage && (
        <p className="tf-faq__intro" dir="auto">
          {content.headerMessage}
        </p>
      )}
      {shouldUseAccordion(content.questions) ? (
        <FaqAccordion items={content.questions} />
      ) : (
        <dl className="tf-faq__list">
          {content.questions.map((item, index) => (
            <div key={index} className="tf-faq__list-item">
              <dt>{item.question}</dt>
              <dd>
                <SafeHtml html={item.answer} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
