import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AgencyContactList, useAgency } from '../../agency/index.ts';
import { useTravellerTranslation } from '../hooks/use-traveller-translation.ts';

/** /mytrip/support: the agency's phone, email and address, its FAQ and help center when it has them. */
export function SupportPage() {
  const { t } = useTravellerTranslation();
  const agency = useAgency();
  const widget = agency.settings.supportWidgetUrl.trim();

  return (
    <div className="tf-support">
      <h1>{t('support.title')}</h1>
      <p className="tf-traveller__intro">{t('support.intro', { agency: agency.agencyName })}</p>

      <section className="tf-traveller__panel" aria-labelledby="tf-support-contact">
        <h2 id="tf-support-contact">{t('support.contact')}</h2>
        <AgencyContactList
          className="tf-support__list"
          labels={{ phone: t('support.phone'), email: t('support.email'), address: t('support.address') }}
          none={t('support.noContact')}
        />
        {widget && (
          <a className="tf-button tf-button--outline" href={widget} target="_blank" rel="noopener noreferrer">
            {t('support.helpCenter')}
          </a>
        )}
      </section>

      {agency.isFaqEnable && (
        <section className="tf-traveller__panel" aria-labelledby="tf-support-faq">
          <h2 id="tf-support-faq">{t('support.faq')}</h2>
          <p>{t('support.faqText')}</p>
          <Link className="tf-button tf-button--outline" to={paths.faqs()}>
            {t('support.faqLink')}
          </Link>
        </section>
      )}
    </div>
  );
}
