import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAgency } from '../../agency/index.ts';
import { useTravellerTranslation } from '../hooks/use-traveller-translation.ts';

/** Digits and a leading + for a tel: link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /mytrip/support: the agency's phone, email and address, its FAQ and help center when it has them. */
export function SupportPage() {
  const { t } = useTravellerTranslation();
  const agency = useAgency();
  const phone = agency.contactPhoneNumber.trim();
  const email = agency.contactEmailId.trim();
  const cityLine = [agency.city, agency.state, agency.zipCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const address = [agency.addressLine1.trim(), cityLine, agency.country.trim()].filter(Boolean);
  const widget = agency.settings.supportWidgetUrl.trim();
  const hasContact = phone !== '' || email !== '' || address.length > 0;

  return (
    <div className="tf-support">
      <h1>{t('support.title')}</h1>
      <p className="tf-traveller__intro">{t('support.intro', { agency: agency.agencyName })}</p>

      <section className="tf-traveller__panel" aria-labelledby="tf-support-contact">
        <h2 id="tf-support-contact">{t('support.contact')}</h2>
        {hasContact ? (
          <dl className="tf-support__list">
            {phone && (
              <div>
                <dt>{t('support.phone')}</dt>
                <dd>
                  <a href={telHref(phone)} dir="ltr">
                    {phone}
                  </a>
                </dd>
              </div>
            )}
            {email && (
              <div>
                <dt>{t('support.email')}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            )}
            {address.length > 0 && (
              <div>
                <dt>{t('support.address')}</dt>
                <dd>
                  <address>
                    {address.map((line) => (
                      <span key={line} className="tf-support__line">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <p>{t('support.noContact')}</p>
        )}
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
