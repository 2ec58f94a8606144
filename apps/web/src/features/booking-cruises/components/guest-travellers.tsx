import type { CruiseGuestCounts } from '@tripfront/domain/booking/cruise-api';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSaveTravellers, type CheckoutTravellers, type HeldTravellers, type HeldTravellersProps } from '../../booking/index.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';
import { checkGuests, emptyGuests, GuestFields, type GuestDraft, type GuestErrors } from './guest-fields.tsx';

/**
 * A cruise's travellers at checkout: every guest of the cabin by name and age on the day of
 * sailing, checked by the domain's ages at Pay (the first message focused). The cruise's checkout
 * page and a proposal item's checkout (from the hold) both ask them with this.
 */
export function useCruiseGuests(counts: CruiseGuestCounts): CheckoutTravellers & { fields: ReactNode } {
  const { t } = useCruiseTranslation();
  const [guests, setGuests] = useState<GuestDraft[]>(() => emptyGuests(counts));
  const [errors, setErrors] = useState<GuestErrors>([]);
  const latest = useRef(guests);
  latest.current = guests;
  const saves = useSaveTravellers();
  const collect = async () => {
    const checked = checkGuests(latest.current, t);
    setErrors(checked.errors);
    if (!checked.guests) {
      setTimeout(() => document.querySelector<HTMLElement>('.tf-cruise-guests [aria-invalid="true"]')?.focus(), 50);
      return null;
    }
    saves.save(checked.guests.map((g, i) => [String(i), { firstName: g.firstName, lastName: g.lastName }] as const));
    return { guests: checked.guests };
  };
  return { fields: <GuestFields guests={guests} errors={errors} onChange={setGuests} saveCheck={(i) => saves.check(String(i))} />, collect };
}

/** The guests of a held cabin (its party as the hold answered). */
export const HeldCruiseGuests: HeldTravellers = ({ held, onCollect }) =>
  held.product === 'cruise' ? <Guests counts={held.cruise.guests} onCollect={onCollect} /> : null;

function Guests({ counts, onCollect }: { counts: CruiseGuestCounts; onCollect: HeldTravellersProps['onCollect'] }) {
  const travellers = useCruiseGuests(counts);
  useEffect(() => onCollect(travellers.collect));
  return travellers.fields;
}
