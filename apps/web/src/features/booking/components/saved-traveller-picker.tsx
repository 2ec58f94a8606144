import { isGuestUser } from '@tripfront/domain/navigation/roles';
import { savedTravellerLabel, type SavedTraveller } from '@tripfront/domain/saved-travellers';
import { useId } from 'react';
import { useCurrentUser } from '../../auth/index.ts';
import { useSavedTravellers } from '../../profile/index.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';

/**
 * "Choose a saved traveller" above a checkout's traveller fields (decision 0102): choosing one fills
 * the fields through `onChoose` (the product's form sets its own values). Shown only to a signed-in
 * account that has saved travellers (a guest session has none, decision 0104); choosing nothing changes nothing.
 */
export function SavedTravellerPicker({ onChoose }: { onChoose: (traveller: SavedTraveller) => void }) {
  const { t } = useBookingTranslation();
  const id = useId();
  const user = useCurrentUser();
  const travellers = useSavedTravellers(user !== null && !isGuestUser(user));
  if (!travellers.data || travellers.data.length === 0) return null;
  const list = travellers.data;
  return (
    <div className="tf-booking-field">
      <label htmlFor={id}>{t('savedTravellers.choose')}</label>
      <select
        id={id}
        defaultValue=""
        onChange={(e) => {
          const chosen = list.find((p) => p.id === e.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        <option value="">{t('savedTravellers.none')}</option>
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {savedTravellerLabel(p)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Save this traveller to my profile": the opt-in beside a checkout's traveller fields (the product saves them); not for a guest, who has no profile. */
export function SaveTravellerCheck({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useBookingTranslation();
  const user = useCurrentUser();
  if (isGuestUser(user)) return null;
  return (
    <label className="tf-booking-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t('savedTravellers.save')}
    </label>
  );
}
