import { CRUISE_GUEST_AGES, CRUISE_GUEST_TYPES, type CruiseGuest, type CruiseGuestCounts, type CruiseGuestType } from '@tripfront/domain/booking/cruise-api';
import { useId, type ReactNode } from 'react';
import { SavedTravellerPicker } from '../../booking/index.ts';
import { useCruiseTranslation, type CruiseT } from '../hooks/use-cruise-translation.ts';

/** One guest as typed: the age stays text until it is checked. */
export interface GuestDraft {
  type: CruiseGuestType;
  firstName: string;
  lastName: string;
  age: string;
}
export type GuestErrors = Partial<Record<'firstName' | 'lastName' | 'age', string>>[];

/** Adults first, then children, then infants, as held; adults' ages start empty. */
export const emptyGuests = (g: CruiseGuestCounts): GuestDraft[] =>
  CRUISE_GUEST_TYPES.flatMap((type) => Array.from({ length: g[type] }, () => ({ type, firstName: '', lastName: '', age: '' })));

/** What is wrong with each guest (the domain's ages by type), and the guests as the booking sends them when nothing is. */
export function checkGuests(list: readonly GuestDraft[], t: CruiseT): { errors: GuestErrors; guests: CruiseGuest[] | null } {
  const errors: GuestErrors = list.map((g) => {
    const e: GuestErrors[number] = {};
    if (!g.firstName.trim()) e.firstName = t('checkout.required');
    if (!g.lastName.trim()) e.lastName = t('checkout.required');
    const { min, max } = CRUISE_GUEST_AGES[g.type];
    const age = Number(g.age);
    if (g.age.trim() === '' || !Number.isInteger(age) || age < min || age > max) e.age = t('checkout.ageRange', { min, max });
    return e;
  });
  const ok = errors.every((e) => Object.keys(e).length === 0);
  return { errors, guests: ok ? list.map((g) => ({ type: g.type, firstName: g.firstName.trim(), lastName: g.lastName.trim(), age: Number(g.age) })) : null };
}

/** Every guest of the cabin by name and age on the day of sailing. */
export function GuestFields({
  guests,
  errors,
  onChange,
  saveCheck,
}: {
  guests: GuestDraft[];
  errors: GuestErrors;
  onChange: (next: GuestDraft[]) => void;
  /** "Save this traveller" for guest `i` (the checkout's useSaveTravellers). */
  saveCheck?: (index: number) => ReactNode;
}) {
  const { t } = useCruiseTranslation();
  const id = useId();
  const set = (i: number, field: 'firstName' | 'lastName' | 'age', value: string) => onChange(guests.map((g, j) => (j === i ? { ...g, [field]: value } : g)));
  return (
    <section className="tf-cruise-guests" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('checkout.guestsTitle')}</h2>
      <p className="tf-cruise-muted">{t('checkout.guestsIntro')}</p>
      {guests.map((g, i) => (
        <fieldset key={i} className="tf-cruise-guest">
          <legend>{t('checkout.guest', { n: i + 1, type: t(`guestTypes.${g.type}`) })}</legend>
          {/* Names only: the age is the one on the day of sailing, which the guest types. */}
          <SavedTravellerPicker onChoose={(p) => onChange(guests.map((d, j) => (j === i ? { ...d, firstName: p.firstName, lastName: p.lastName } : d)))} />
          {(['firstName', 'lastName', 'age'] as const).map((field) => {
            const fid = `${id}-${i}-${field}`;
            const error = errors[i]?.[field];
            return (
              <div key={field} className="tf-booking-field">
                <label htmlFor={fid}>{t(`checkout.${field}`)}</label>
                <input
                  id={fid}
                  value={g[field]}
                  inputMode={field === 'age' ? 'numeric' : undefined}
                  autoComplete={field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : 'off'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fid}-error` : undefined}
                  onChange={(e) => set(i, field, e.target.value)}
                />
                {error && (
                  <p id={`${fid}-error`} className="tf-booking-field__error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {saveCheck?.(i)}
        </fieldset>
      ))}
    </section>
  );
}
