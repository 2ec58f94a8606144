import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAgency, useBookingLinks } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { DealsSlot } from '../../deals/index.ts';
import { SavePriceModal } from '../../modals/index.ts';
import { HeroSearchSlot } from './hero-search-slot.tsx';
import './home-page.css';

/**
 * Home (spec §2): a branded hero with the search form of the agency's first active product (tabs
 * for the others; issue #20, decision 0061), or Book Now alone when none is active; then the
 * Product Deals section.
 */
export function HomePage() {
  const { t } = useTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
  const { bookNow, services } = useBookingLinks(user);
  const searchable = services.map((s) => s.service);

  return (
    <>
      <section className={`tf-hero${searchable.length > 0 ? ' tf-hero--search' : ''}`} aria-labelledby="home-title">
        <div className="tf-container tf-hero__inner">
          <h1 id="home-title" className="tf-hero__title">
            {agency.agencyName}
          </h1>
          <p className="tf-hero__tagline">{t('home.tagline')}</p>
          {searchable.length > 0 ? (
            <HeroSearchSlot services={searchable} />
          ) : (
            bookNow && (
              <Link className="tf-button tf-hero__cta" to={bookNow}>
                {t('home.bookNow')}
              </Link>
            )
          )}
        </div>
      </section>
      <section id="exclusive-deals" className="tf-container tf-deals-section" aria-labelledby="exclusive-deals-title">
        <h2 id="exclusive-deals-title">{t('home.productDeals')}</h2>
        <DealsSlot />
      </section>
      <SavePriceModal triggerId="exclusive-deals" />
    </>
  );
}
