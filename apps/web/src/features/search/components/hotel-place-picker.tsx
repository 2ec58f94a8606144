import type { SearchPlace } from '@tripfront/domain/search';
import { searchPlaceOf } from '@tripfront/domain/search/plain-search';
import { hotelLocationsQueryOptions } from '../api/suggest-hotel-locations.ts';
import { PlaceCombobox } from './place-combobox.tsx';

/**
 * The hotel search's place suggestions as a field of another form (the content editor's
 * destination, issue #44): a place picked answers its name and coordinates.
 */
export function HotelPlacePicker({ label, value, onChange }: { label: string; value: SearchPlace | null; onChange: (place: SearchPlace | null) => void }) {
  return (
    <PlaceCombobox
      label={label}
      value={value}
      onChange={onChange}
      suggestions={hotelLocationsQueryOptions}
      toValue={searchPlaceOf}
      valueLabel={(p) => p.label}
      // Enter without a suggestion chosen must not submit the content form (a post published half-written).
      enterSubmits={false}
    />
  );
}
