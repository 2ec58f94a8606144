import { BOOKING_MENU_IDS, BOOKING_MENU_TITLES, activeServices, bookNowTarget, homeTabs } from '@tripfront/domain/navigation/services';
import type { ServiceKey } from '@tripfront/domain/booking/products';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductTranslation } from '../hooks/use-product-translation.ts';

interface ProductPreviewProps {
  items: Array<{ service: ServiceKey; active: boolean }>;
  enableHotelsV2: boolean;
  enableFlightsV2: boolean;
}

/** What the storefront makes of the list (the domain's rules): the home tabs in order and where Book Now goes. */
export function ProductPreview({ items, enableHotelsV2, enableFlightsV2 }: ProductPreviewProps) {
  const { t } = useProductTranslation();
  const { t: tApp } = useTranslation();
  const { tabs, first, bookNow } = useMemo(() => {
    const menu = items.map(({ service, active }) => ({ id: BOOKING_MENU_IDS[service], title: BOOKING_MENU_TITLES[service], active }));
    return {
      tabs: homeTabs(menu),
      first: activeServices(menu)[0] ?? null,
      // What a visitor's Book Now opens; agents may get the /v2 page of the same service.
      bookNow: bookNowTarget(menu, { isAgent: false, enableHotelsV2, enableFlightsV2 }),
    };
  }, [items, enableHotelsV2, enableFlightsV2]);

  return (
    <section className="tf-product__preview" aria-labelledby="product-preview-title">
      <h2 id="product-preview-title">{t('preview.title')}</h2>
      <p className="tf-settings__hint">{t('preview.description')}</p>
      <h3>{t('preview.tabs')}</h3>
      {tabs.length > 0 ? (
        <ol className="tf-product__tabs" aria-label={t('preview.tabs')}>
          {tabs.map(({ service }, index) => (
            <li key={service} className={index === 0 ? 'tf-product__tab tf-product__tab--selected' : 'tf-product__tab'}>
              {tApp(`services.${service}`)}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('preview.noTabs')}</p>
      )}
      <h3>{t('preview.bookNow')}</h3>
      {first && bookNow ? (
        <p data-testid="book-now-preview">
          {tApp(`services.${first}`)}{' '}
          <code dir="ltr" className="tf-product__path">
            {bookNow}
          </code>
        </p>
      ) : (
        <p>{t('preview.nothing')}</p>
      )}
    </section>
  );
}
