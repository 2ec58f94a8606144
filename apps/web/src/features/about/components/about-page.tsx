import { useTranslation } from 'react-i18next';
import { aboutTitle } from '@tripfront/domain/navigation/agency-texts';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { EmptyState, LoadingStatus } from '../../../components/ui/status.tsx';
import { useAgency } from '../../agency/index.ts';
import { useAbout } from '../api/get-about.ts';
import './about-page.css';

/** /about (spec §2): title, image and sanitised HTML, or the not-available message. */
export function AboutPage() {
  const { t, i18n } = useTranslation();
  const agency = useAgency();
  const about = useAbout();

  if (about.isPending) {
    return (
      <div className="tf-container tf-page">
        <LoadingStatus>{t('common.loading')}</LoadingStatus>
      </div>
    );
  }
  const content = about.data;
  if (about.isError || !agency.isAbousUsEnable || !content?.isEnabled) {
    return (
      <div className="tf-container">
        <EmptyState title={t('about.notAvailable')}>
          <p>{t('about.checkBackLater')}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    // The agency's own text: laid out by its direction, the title, picture and text together.
    <article className="tf-container tf-page tf-about" dir="auto">
      <h1 dir="auto">{aboutTitle(agency.translations, i18n.language, content.title || agency.aboutUsEnableTitle)}</h1>
      {content.image && <FallbackImage className="tf-about__image" src={content.image} alt="" />}
      <SafeHtml html={content.content} />
    </article>
  );
}
