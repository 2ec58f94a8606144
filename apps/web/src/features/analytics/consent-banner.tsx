import { adUnit } from '@tripfront/domain/advertising';
import { asksAnalyticsConsent } from '@tripfront/domain/navigation/shell';
import { useTranslation } from 'react-i18next';
import { useAgency } from '../agency/index.ts';
import { analyticsTools, needsConsent, setConsent, useConsent } from './consent.ts';
import './consent-banner.css';

/**
 * Asks before the agency's analytics load (decision 0015). Not a modal: the page stays usable,
 * and Decline is as easy to reach as Accept. The footer's "Cookie settings" asks again.
 */
export function ConsentBanner() {
  const { t, i18n } = useTranslation();
  const agency = useAgency();
  // The server cannot see the answer (it is in the browser's storage), so a server-rendered page
  // carries the banner, part of its first paint: the page's inline script hides it at once where
  // an answer is stored, until the app runs (html[data-consent-answered], decision 0060); without
  // JavaScript nothing loads and nothing is asked (index.html's noscript style). Hydration renders
  // it as the server did (useConsent's server snapshot), then the stored answer removes it.
  const choice = useConsent();
  if (!needsConsent(agency, choice)) return null;
  const tools = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language ?? 'en', { type: 'conjunction' }).format(analyticsTools(agency));
  // One banner and one answer for analytics and ads (decision 0149): it says so when ads are among them.
  const ads = adUnit(agency.advertising) !== null;
  return (
    <section className="tf-consent" aria-labelledby="tf-consent-title">
      <div className="tf-container tf-consent__inner">
        <div className="tf-consent__text">
          <h2 id="tf-consent-title" className="tf-consent__title">
            {ads ? t('consent.titleWithAds') : t('consent.title')}
          </h2>
          <p>{ads ? t('consent.textWithAds', { agencyName: agency.agencyName, tools }) : t('consent.text', { agencyName: agency.agencyName, tools })}</p>
        </div>
        <div className="tf-consent__actions">
          <button type="button" className="tf-button tf-button--outline" onClick={() => setConsent('denied')}>
            {t('consent.decline')}
          </button>
          <button type="button" className="tf-button tf-button--primary" onClick={() => setConsent('granted')}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Footer entry that asks again; only where there is something to ask about. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const agency = useAgency();
  if (!asksAnalyticsConsent(agency)) return null;
  return (
    <button type="button" className={className} onClick={() => setConsent(null)}>
      {t('footer.cookieSettings')}
    </button>
  );
}
