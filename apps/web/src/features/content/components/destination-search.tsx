import type { ContentPlace } from '@tripfront/domain/content';
import { activeServices } from '@tripfront/domain/navigation/services';
import { defaultActivitySearch, defaultHotelSearch, searchUrl, type SearchPlace } from '@tripfront/domain/search';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { ActivitySearchForm, HotelSearchForm } from '../../search/index.ts';

/** The services whose search starts from a place on the map (hotels, activities), in the agency's order. */
const PLACE_SERVICES = ['hotels', 'activities'] as const;

/**
 * A destination page's search (issue #44): the agency's first enabled service that searches around
 * a place, its form prefilled with the destination; submitting searches as /booknow does.
 */
export function DestinationSearch({ place }: { place: ContentPlace }) {
  const { t } = useTranslation();
  const agency = useAgency();
  const navigate = useNavigate();
  const headingId = useId();
  const service = activeServices(agency.bookingMenuItemOptions).find((s): s is (typeof PLACE_SERVICES)[number] =>
    (PLACE_SERVICES as readonly string[]).includes(s),
  );
  if (!service) return null;
  const destination: SearchPlace = { label: place.name, latitude: place.latitude, longitude: place.longitude, countryCode: place.countryCode };
  const label = t('content.destinations.searchLabel', { place: place.name, service: t(`services.${service}`) });
  return (
    <section className="tf-search-card tf-content-search" aria-labelledby={headingId}>
      <h2 id={headingId} className="tf-content-search__title">
        {label}
      </h2>
      {service === 'hotels' ? (
        <HotelSearchForm
          label={label}
          initialQuery={{ ...defaultHotelSearch(), destination }}
          onSubmit={(values) => void navigate(searchUrl('hotels', values, agency))}
        />
      ) : (
        <ActivitySearchForm
          label={label}
          initialQuery={{ ...defaultActivitySearch(), destination }}
          onSubmit={(values) => void navigate(searchUrl('activities', values, agency))}
        />
      )}
    </section>
  );
}
