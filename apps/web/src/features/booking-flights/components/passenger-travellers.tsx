import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveTravellers, type CheckoutTravellers, type HeldTravellers, type HeldTravellersProps } from '../../booking/index.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import { emptyPassengers, passengersResolver, savedTravellerOf, toPassenger, type PassengersForm, type PassengerTrip } from '../passenger-rules.ts';
import { PassengerFieldsets } from './passenger-fields.tsx';

/**
 * A flight's travellers at checkout: every passenger of the trip's party as on their travel
 * document, checked by the domain's rules at Pay (the first message takes the focus), and the ticked
 * ones kept as saved travellers (opt-in, decision 0102). The flight's checkout page and a proposal
 * item's checkout (from the hold) both ask them with this.
 */
export function useFlightPassengers(trip: PassengerTrip): CheckoutTravellers & { fields: ReactNode } {
  const { t } = useFlightsTranslation();
  const resolver = useMemo(() => passengersResolver(t, trip), [t, trip]);
  const form = useForm<PassengersForm, unknown, PassengersForm>({ resolver, mode: 'onTouched', defaultValues: { passengers: emptyPassengers(trip) } });
  const saves = useSaveTravellers();
  const collect = async () => {
    const ok = await form.trigger();
    if (!ok) {
      // The passengers come first on the page: their first message takes the focus, after the card's own checks took it.
      setTimeout(() => document.querySelector<HTMLElement>('.tf-flight-passengers [aria-invalid="true"]')?.focus(), 50);
      return null;
    }
    const passengers = form.getValues('passengers');
    saves.save(passengers.map((p, i) => [String(i), savedTravellerOf(p)] as const));
    return { passengers: passengers.map((p) => toPassenger(p, trip.documentRequired)) };
  };
  return {
    fields: <PassengerFieldsets form={form} documentRequired={trip.documentRequired} lastDate={trip.lastDate} saveCheck={(i) => saves.check(String(i))} />,
    collect,
  };
}

/** The passengers of a held flight (its party, documents and dates as the hold answered). */
export const HeldFlightPassengers: HeldTravellers = ({ held, onCollect }) =>
  held.product === 'flight' ? <Passengers trip={held.flight} onCollect={onCollect} /> : null;

function Passengers({ trip, onCollect }: { trip: PassengerTrip; onCollect: HeldTravellersProps['onCollect'] }) {
  const travellers = useFlightPassengers(trip);
  useEffect(() => onCollect(travellers.collect));
  return travellers.fields;
}
