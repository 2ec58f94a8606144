import { AD_SLOT_HEIGHT_PX, adUnit } from '@tripfront/domain/advertising';
import { pageShowsAds } from '@tripfront/domain/advertising-pages';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAgency } from '../agency/index.ts';
import { useAdConsent } from '../analytics/index.ts';
import { fillAd } from './load-ads.ts';

/**
 * The agency's ad (decision 0149) below the page's content, on the home, FAQ, About and content
 * pages only. Its box has a fixed height and is in the server's HTML whenever ads are on, before
 * any answer to the consent banner, so an ad arriving later moves nothing (CLS 0). AdSense's
 * script is asked for only once the visitor may be shown ads; a visitor who declined gets no box
 * (hidden before the first paint, html[data-consent-answered="denied"], then not rendered).
 */
export function AdSlot() {
  const { t } = useTranslation();
  const agency = useAgency();
  const { pathname } = useLocation();
  const consent = useAdConsent(agency);
  const unit = adUnit(agency.advertising);
  const show = unit !== null && pageShowsAds(pathname) && consent !== 'declined';
  if (!show) return null;
  return (
    <aside className="tf-ad tf-container" aria-label={t('ads.label')} data-consent-asks={agency.settings.askAnalyticsConsent ? '' : undefined}>
      <p className="tf-ad__label" aria-hidden="true">
        {t('ads.label')}
      </p>
      {/* A new unit per page: AdSense fills an <ins> once. */}
      <AdUnitBox key={pathname} clientId={unit.clientId} slotId={unit.slotId} src={unit.src} load={consent === 'allowed'} />
    </aside>
  );
}

function AdUnitBox({ clientId, slotId, src, load }: { clientId: string; slotId: string; src: string; load: boolean }) {
  const filled = useRef(false);
  useEffect(() => {
    if (!load || filled.current) return;
    filled.current = true;
    fillAd({ clientId, slotId, src });
  }, [load, clientId, slotId, src]);
  return <ins className="adsbygoogle tf-ad__unit" style={{ display: 'block', height: AD_SLOT_HEIGHT_PX }} data-ad-client={clientId} data-ad-slot={slotId} />;
}
