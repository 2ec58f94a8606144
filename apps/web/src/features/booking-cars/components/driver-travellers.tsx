import type { HeldCar } from '@tripfront/domain/booking/car-api';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveTravellers, type CheckoutTravellers, type HeldTravellers, type HeldTravellersProps } from '../../booking/index.ts';
import { DriverFields, type DriverForm } from './driver-fields.tsx';

/** What the driver's fields need of the car: its ages, whether it asks the date of birth, and the pick-up day. */
export type DriverCar = Pick<HeldCar, 'driverAge' | 'minDriverAge' | 'driverBirthDateRequired' | 'pickup'>;

const DRIVER = 'driver';

/**
 * A car's traveller at checkout: the driver, whose age is checked against the car's before anything
 * is charged (the first message focused at Pay). The car's checkout page and a proposal item's
 * checkout (from the hold) both ask them with this.
 */
export function useCarDriver(car: DriverCar): CheckoutTravellers & { fields: ReactNode } {
  const form = useForm<DriverForm>({
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '', age: String(car.driverAge), flightNumber: '', birthDate: '' },
  });
  const rules = {
    minDriverAge: car.minDriverAge,
    driverAge: car.driverAge,
    birthDateRequired: car.driverBirthDateRequired === true,
    pickupDate: car.pickup.dateTime.slice(0, 10),
  };
  const saves = useSaveTravellers();
  const collect = async () => {
    const ok = await form.trigger();
    if (!ok) {
      setTimeout(() => document.querySelector<HTMLElement>('.tf-car-driver [aria-invalid="true"]')?.focus(), 50);
      return null;
    }
    const v = form.getValues();
    const flightNumber = v.flightNumber.trim().toUpperCase();
    saves.save([[DRIVER, { firstName: v.firstName, lastName: v.lastName }]]);
    const birthDate = rules.birthDateRequired ? v.birthDate : '';
    return {
      driver: {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        age: Number(v.age),
        ...(flightNumber ? { flightNumber } : {}),
        ...(birthDate ? { birthDate } : {}),
      },
    };
  };
  return { fields: <DriverFields form={form} rules={rules} save={saves.check(DRIVER)} />, collect };
}

/** The driver of a held car (its ages and pick-up as the hold answered). */
export const HeldCarDriver: HeldTravellers = ({ held, onCollect }) => (held.product === 'car' ? <Driver car={held.car} onCollect={onCollect} /> : null);

function Driver({ car, onCollect }: { car: DriverCar; onCollect: HeldTravellersProps['onCollect'] }) {
  const travellers = useCarDriver(car);
  useEffect(() => onCollect(travellers.collect));
  return travellers.fields;
}
