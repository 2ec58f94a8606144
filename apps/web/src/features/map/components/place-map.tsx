import { useTranslation } from 'react-i18next';
import { useAgency } from '../../agency/index.ts';
import type { MapPlace } from '../map-style.ts';
import { PlacesMap } from './places-map.tsx';

/** Where one property or meeting point is: a pin on the agency's map (a details page). */
export function PlaceMap({ place }: { place: MapPlace }) {
  const { t } = useTranslation();
  const agency = useAgency();
  return (
    <section className="tf-map-place" aria-label={t('map.place')}>
      <PlacesMap places={[place]} styleUrl={agency.mapStyleUrl ?? null} label={t('map.place')} pinLabel={(p) => p.name} />
    </section>
  );
}
