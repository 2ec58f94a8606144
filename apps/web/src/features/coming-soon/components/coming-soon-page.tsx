import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import './coming-soon-page.css';

interface ComingSoonPageProps {
  title: string;
  /** A sub-title, such as the booking step ("Search results"). */
  subtitle?: string;
  note: string;
  /** What the page will offer. */
  description?: string;
}

/** Stand-in for screens other issues build, so no link in the shell is ever broken. */
export function ComingSoonPage({ title, subtitle, note, description }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <div className="tf-container tf-page">
      <section className="tf-coming-soon tf-card" aria-labelledby="coming-soon-title">
        <span className="tf-coming-soon__badge">{t('comingSoon.badge')}</span>
        <h1 id="coming-soon-title">{title}</h1>
        {subtitle && <p className="tf-coming-soon__subtitle">{subtitle}</p>}
        <p>{note}</p>
        {description && (
          <>
            <h2 className="tf-coming-soon__offer">{t('comingSoon.willShow')}</h2>
            <p>{description}</p>
          </>
        )}
        <Link className="tf-button tf-button--outline" to={paths.home()}>
          {t('comingSoon.backHome')}
        </Link>
      </section>
    </div>
  );
}
