import { contentFooterLinks, contentPresenceOf } from '@tripfront/domain/navigation/content-links';
import { footerAddress, footerPhone, telHref } from '@tripfront/domain/navigation/shell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentIcon, type PaymentBrand } from '../../components/ui/icons/payment-icons.tsx';
import { SOCIAL_NETWORK_ORDER, SocialIcon } from '../../components/ui/icons/social-icons.tsx';
import { CookieSettingsButton } from '../../features/analytics/index.ts';
import { useAgency } from '../../features/agency/index.ts';
import { legalDocumentsOf } from '../../features/legal/index.ts';
import { paths } from '../../config/paths.ts';
import './footer.css';

const LEGAL_PATHS = {
  privacyPolicy: paths.privacyPolicy(),
  cookiesPolicy: paths.cookiesPolicy(),
  disclaimer: paths.disclaimer(),
  termsOfUse: paths.userTerms(),
} as const;
const PAYMENT_BRANDS: readonly PaymentBrand[] = ['discover', 'visa', 'amex', 'mastercard', 'bitcoin'];

/** Footer (spec §2/§5): contact details by the agency's flags, information links, social links and payment icons. */
export function Footer() {
  const { t } = useTranslation();
  const agency = useAgency();
  const phone = footerPhone(agency);
  const address = footerAddress(agency);
  const socials = SOCIAL_NETWORK_ORDER.filter((network) => agency.socialLinks[network].trim() !== '');
  const brands = PAYMENT_BRANDS.filter((brand) => brand !== 'bitcoin' || !agency.settings.hideBitcoinIcon);
  const infoLinks: Array<[string, string]> = [];
  if (agency.isAbousUsEnable) infoLinks.push([paths.about(), t('footer.about')]);
  if (agency.isFaqEnable) infoLinks.push([paths.faqs(), t('footer.faqs')]);
  // Issue #16: people apply to become the agency's agents through its public form.
  infoLinks.push([paths.applyAsAgent(), t('footer.becomeAgent')]);
  // Issue #44: the agency's content pages, those with something to show.
  for (const link of contentFooterLinks(contentPresenceOf(agency), { topDestinations: agency.displayTopDestinations }))
    infoLinks.push([link.href, t(`footer.content.${link.key}`)]);
  for (const doc of legalDocumentsOf(agency)) infoLinks.push([LEGAL_PATHS[doc], t(`legal.${doc}`)]);

  return (
    <footer className="tf-footer">
      <div className="tf-container tf-footer__grid">
        <section className="tf-footer__brand" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="tf-footer__heading">
            {agency.agencyName}
          </h2>
          {address.length > 0 && (
            <address className="tf-footer__address" aria-label={t('footer.address')}>
              {address.map((line) => (
                <span key={line}>
                  <bdi>{line}</bdi>
                </span>
              ))}
            </address>
          )}
          <ul className="tf-footer__contact">
            {phone && (
              <li>
                <span className="tf-footer__label">{t('footer.phone')}:</span>{' '}
                <a href={telHref(phone)} dir="ltr" className="tf-ltr">
                  {phone}
                </a>
              </li>
            )}
            {agency.contactEmailId && (
              <li>
                <span className="tf-footer__label">{t('footer.email')}:</span>{' '}
                <a href={`mailto:${agency.contactEmailId}`} dir="ltr" className="tf-ltr">
                  {agency.contactEmailId}
                </a>
              </li>
            )}
          </ul>
        </section>
        {infoLinks.length > 0 && (
          <nav className="tf-footer__links" aria-labelledby="footer-links">
            <h2 id="footer-links" className="tf-footer__heading">
              {t('footer.links')}
            </h2>
            <ul>
              {infoLinks.map(([href, label]) => (
                <li key={href}>
                  <Link to={href}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="tf-footer__aside">
          {socials.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className="tf-footer__heading">
                {t('footer.followUs')}
              </h2>
              <ul className="tf-footer__social">
                {socials.map((network) => (
                  <li key={network}>
                    <a
                      href={agency.socialLinks[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`footer.social.${network}`)} ${t('common.newTab')}`}
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="footer-payments">
            <h2 id="footer-payments" className="tf-footer__heading">
              {t('footer.weAccept')}
            </h2>
            <ul className="tf-footer__payments">
              {brands.map((brand) => (
                <li key={brand}>
                  <PaymentIcon brand={brand} label={t(`footer.payments.${brand}`)} />
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <div className="tf-footer__bottom">
        <div className="tf-container tf-footer__bottom-row">
          <span>{t('footer.copyright', { year: new Date().getFullYear(), agencyName: agency.agencyName })}</span>
          <CookieSettingsButton className="tf-footer__cookies" />
        </div>
      </div>
    </footer>
  );
}
