import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { ServiceKey } from '@tripfront/domain/booking/products';
import { Link } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { useDealsTranslation } from '../hooks/use-deals-translation.ts';
import { ServiceIcon } from '../../../components/ui/icons/service-icons.tsx';
import './promo-banner.css';

export type PromoService = Exclude<ServiceKey, 'resorts'>;

/** Book Now target of a banner; hotels and flights follow the agency's v2 flags. */
function bookNowHref(service: PromoService, flags: { enableHotelsV2: boolean; enableFlightsV2: boolean }): string {
  switch (service) {
    case 'hotels':
      return flags.enableHotelsV2 ? ROUTES.hotels.v2 : ROUTES.hotels.root;
    case 'flights':
      return flags.enableFlightsV2 ? ROUTES.flights.v2 : ROUTES.flights.root;
    case 'cars':
      return ROUTES.cars.root;
    case 'activities':
      return ROUTES.activities.root;
    case 'cruise':
      return ROUTES.cruise.root;
  }
}

/**
 * Promo banner with Book Now (spec §2): the Air Travel and Cruise tabs, and any deal tab whose
 * list came back empty (`empty`), which also says so.
 */
export function PromoBanner({ service, empty = false }: { service: PromoService; empty?: boolean }) {
  const { t } = useDealsTranslation();
  const agency = useAgency();
  const titleId = `tf-promo-${service}-title`;
  return (
    <section className={`tf-promo tf-promo--${service}`} aria-labelledby={titleId} data-promo={service}>
      <div className="tf-promo__art" aria-hidden="true">
        <ServiceIcon service={service} size={72} />
      </div>
      <div className="tf-promo__text">
        {empty && <p className="tf-promo__empty">{t('promo.empty')}</p>}
        <h3 id={titleId} className="tf-promo__title">
          {t(`promo.${service}.title`)}
        </h3>
        <p className="tf-promo__body">{t(`promo.${service}.body`)}</p>
        <Link className="tf-button tf-promo__cta" to={bookNowHref(service, agency)} aria-label={t('promo.bookNowLabel', { service: t(`tabs.${service}`) })}>
          {t('promo.bookNow')}
        </Link>
      </div>
    </section>
  );
}
