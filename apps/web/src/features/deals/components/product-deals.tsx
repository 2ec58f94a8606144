import { homeTabValue, isCarouselService, type CarouselService, type DealLocation } from '@tripfront/domain/deals/deal-display';
import { homeTabs, selectHomeTab } from '@tripfront/domain/navigation/services';
import type { ServiceKey } from '@tripfront/domain/booking/products';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { directionOf } from '../../language/index.ts';
import { useCarouselDeals } from '../hooks/use-carousel-deals.ts';
import { useDealsTranslation } from '../hooks/use-deals-translation.ts';
import { DealTabs, panelId, tabId, type DealTab } from './deal-tabs.tsx';
import { DealsCarousel } from './deals-carousel.tsx';
import { DealsSkeleton } from './deals-skeleton.tsx';
import { PromoBanner, type PromoService } from './promo-banner.tsx';
import { RevealPriceProvider } from './reveal-price.tsx';
import './product-deals.css';

function CarouselPanel({ service, serviceLabel, near }: { service: CarouselService; serviceLabel: string; near: DealLocation | undefined }) {
  const { t } = useDealsTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
  const deals = useCarouselDeals(service, near);
  const viewer = useMemo(
    () => ({
      signedIn: user !== null,
      isTravelAgent: user?.isTravelAgent ?? false,
      isRestrictedAgent: user?.isRestrictedAgent ?? false,
      allowNonLoginFlow: agency.allowNonLoginFlow,
    }),
    [user, agency.allowNonLoginFlow],
  );

  if (deals.status === 'loading') return <DealsSkeleton label={t('loading')} />;
  if (deals.cards.length === 0) return <PromoBanner service={service} empty />;
  return (
    <RevealPriceProvider>
      <DealsCarousel service={service} serviceLabel={serviceLabel} cards={deals.cards} viewer={viewer} />
    </RevealPriceProvider>
  );
}

/**
 * Product Deals (spec §2): a tab per enabled service in the agency's order (Product settings), the `tab` query
 * parameter selecting one (else the first). Hotels, Car Rentals and Activities show a deal
 * carousel; Air Travel and Cruise a promo banner with Book Now. `near`: deals around that place
 * (a destination's page, issue #44) rather than around the visitor.
 */
export default function ProductDeals({ near }: { near?: DealLocation }) {
  const { t, i18n, ready } = useDealsTranslation();
  const agency = useAgency();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = selectHomeTab(searchParams.get('tab'), agency.bookingMenuItemOptions);

  const tabs = useMemo<DealTab[]>(
    () =>
      homeTabs(agency.bookingMenuItemOptions).map(({ service }) => ({
        service,
        label: t(`tabs.${service as PromoService}`),
      })),
    [agency.bookingMenuItemOptions, t],
  );

  const select = useCallback(
    (service: ServiceKey) => {
      const tab = homeTabValue(service);
      if (!tab) return;
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('tab', tab);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  // Translations of another language may still be on their way after a language switch.
  if (!ready) return <DealsSkeleton withTabs />;
  if (!selected) return null;
  const selectedLabel = tabs.find((tab) => tab.service === selected)?.label ?? '';

  return (
    <div className="tf-product-deals">
      <DealTabs tabs={tabs} selected={selected} label={t('tabsLabel')} rtl={directionOf(i18n.resolvedLanguage ?? i18n.language) === 'rtl'} onSelect={select} />
      <div className="tf-product-deals__panel" role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)}>
        {isCarouselService(selected) ? (
          <CarouselPanel key={selected} service={selected} serviceLabel={selectedLabel} near={near} />
        ) : (
          <PromoBanner service={selected as PromoService} />
        )}
      </div>
    </div>
  );
}
