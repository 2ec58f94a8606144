import { mayEditAgencySettings } from '@tripfront/domain/navigation/roles';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AgencyContactList } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSupportTranslation } from '../hooks/use-support-translation.ts';

/** The agency's own phone, email and address, as travellers see them on /mytrip/support. */
export function AgencyContact() {
  const { t } = useSupportTranslation();
  const user = useCurrentUser();
  return (
    <section className="tf-settings__section tf-support-settings__contact" aria-labelledby="support-contact-title">
      <h2 id="support-contact-title" className="tf-support-settings__heading">
        {t('contact.title')}
      </h2>
      <p className="tf-settings__hint">{t('contact.description')}</p>
      <AgencyContactList
        className="tf-support-settings__list"
        labels={{ phone: t('contact.phone'), email: t('contact.email'), address: t('contact.address') }}
        none={t('contact.none')}
      />
      {mayEditAgencySettings(user) && <Link to={paths.agent.websiteSettings()}>{t('contact.edit')}</Link>}
    </section>
  );
}
