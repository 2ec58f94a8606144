import { cruisePartyIssues, MAX_CRUISE_GUESTS, type CruiseGuestCounts } from '@tripfront/domain/booking/cruise-api';
import { useId } from 'react';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';

const KINDS = [
  ['adult', 1],
  ['child', 0],
  ['infant', 0],
] as const;

/** Adults, children and infants sharing the cabin (2 adults by default); the domain's cabin rules say what is wrong. */
export function PartyPicker({ value, onChange }: { value: CruiseGuestCounts; onChange: (next: CruiseGuestCounts) => void }) {
  const { t } = useCruiseTranslation();
  const id = useId();
  const issue = cruisePartyIssues(value)[0];
  return (
    <fieldset className="tf-cruise-party" aria-describedby={issue ? `${id}-issue` : undefined}>
      <legend>{t('party.title')}</legend>
      <div className="tf-cruise-party__fields">
        {KINDS.map(([type, min]) => (
          <div key={type} className="tf-field">
            <label htmlFor={`${id}-${type}`}>{t(`guestTypes.${type}`)}</label>
            <select id={`${id}-${type}`} value={value[type]} onChange={(e) => onChange({ ...value, [type]: Number(e.target.value) })}>
              {Array.from({ length: MAX_CRUISE_GUESTS + 1 - min }, (_, i) => i + min).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {issue && (
        <p id={`${id}-issue`} className="tf-cruise-scarce" role="alert">
          {t(`party.${issue}`)}
        </p>
      )}
    </fieldset>
  );
}
