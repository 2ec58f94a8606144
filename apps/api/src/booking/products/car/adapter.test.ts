import { describe, expect, it, vi } from 'vitest';
import type { HeldCar } from '@tripfront/domain/booking/car-api';
import type { CarBookRequest, CarSupplier } from '@tripfront/suppliers';
import { carAdapter, type CarOffer } from './adapter.ts';

// The car product's own checks (decision 0110): the driver's date of birth is asked where the
// rental company needs it, agrees with the stated age, and reaches the supplier. Rates paid at
// pick-up (decision 0112) are held and booked through the API: car-accounts.test.ts.

const refused = () => Promise.reject(new Error('not called in this test'));

function supplierWith(over: Partial<CarSupplier>): CarSupplier {
  return {
    name: 'stub-cars',
    carSearch: refused,
    carOffer: refused,
    carHold: refused,
    carReleaseHold: vi.fn(async () => ({ ok: true as const, value: true as const })),
    carBook: refused,
    carCancel: refused,
    carBookingByClientReference: refused,
    ...over,
  };
}

const heldAt = (over: Partial<HeldCar> = {}): CarOffer => ({
  offerId: 'car-1',
  car: { minDriverAge: 21, driverAge: 30, pickup: { name: 'Lisbon Airport', dateTime: '2027-03-28T10:00' }, ...over } as HeldCar,
  terms: { refundable: false, freeCancellationUntil: null },
});

const driver = { firstName: 'Ana', lastName: 'Silva', age: 30 };

describe('the driver’s date of birth', () => {
  const adapter = carAdapter(supplierWith({}));

  it.each([
    ['not needed and not given', {}, undefined, []],
    ['needed and not given', { driverBirthDateRequired: true }, undefined, ['driver.birthDate']],
    ['needed and given', { driverBirthDateRequired: true }, '1996-05-31', []],
    ['given, giving another age at pick-up', {}, '1996-03-27', ['driver.birthDate']],
    ['needed, given, but the age is under the minimum', { driverBirthDateRequired: true, minDriverAge: 25 }, '2004-01-01', ['driver.age']],
  ] as const)('%s', (_, car, birthDate, paths) => {
    const age = birthDate === '2004-01-01' ? 23 : 30;
    const issues = adapter.checkInput!(heldAt(car), { driver: { ...driver, age, ...(birthDate ? { birthDate } : {}) } });
    expect(issues.map((i) => i.path)).toEqual(paths);
  });

  it('says why it is required', () => {
    expect(adapter.checkInput!(heldAt({ driverBirthDateRequired: true }), { driver })).toEqual([
      { path: 'driver.birthDate', message: "is required: the rental company needs the driver's date of birth" },
    ]);
  });

  it('goes to the supplier with the contact’s phone', async () => {
    const carBook = vi.fn(async (_: CarBookRequest) => ({
      ok: true as const,
      value: { supplierReference: 'boo_1', confirmationNumber: 'HZ-1', status: 'confirmed' as const },
    }));
    const booked = await carAdapter(supplierWith({ carBook })).book({
      holdId: 'hold-1',
      clientReference: 'ref-1',
      leadGuest: { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', phone: '+351 21 000 0000' },
      input: { driver: { ...driver, birthDate: '1996-05-31' } },
    });
    expect(booked.ok).toBe(true);
    expect(carBook.mock.calls[0]![0]).toMatchObject({ driverBirthDate: '1996-05-31', contact: { email: 'ana@example.com', phone: '+351 21 000 0000' } });
  });
});
