import type { BookedDriver, HeldCar } from '@tripfront/domain/booking/car-api';
import { carTerms } from './request-rules.ts';
import { driverAgeIssue, driverAgeMessage, driverBirthDateIssue, driverBirthDateMessage } from '@tripfront/domain/booking/car-rules';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { CarSupplier } from '@tripfront/suppliers';
import { badRequest } from '../../../lib/http-errors.ts';
import type { BookingAdapter, BookingFacts, HoldResult, InputIssue, QuoteResult } from '../../product.ts';
import { carPrice, heldCar } from './request-rules.ts';
import { bookingStateOf, contactOf, holdRefusal, refundOf } from '../supplier-answers.ts';

// The car product on the booking pipeline (issue #18). An offer is a car for a rental; the
// supplier's offer id names the search and the car. The extras come with the hold and are priced
// into it; the driver comes with the booking body and is checked against the car (the supplier's
// minimum age, the search's driver age) before anything is charged.

/** What the hold token carries of a held car. */
export interface CarOffer {
  offerId: string;
  car: HeldCar;
  terms: CancellationTerms;
}

/** What a car booking keeps (its `details` beside the core's fields). */
export interface StoredCar {
  offerId: string;
  car: HeldCar;
  driver: BookedDriver;
  /** The counter's confirmation number, once confirmed (merged in from Booked.stored). */
  confirmationNumber?: string;
}

/** '{model} or similar': a rental names a class, not a car. */
export const carTitle = (car: Pick<HeldCar, 'vehicle'>) => `${car.vehicle.model} or similar`;

export function carAdapter(supplier: CarSupplier): BookingAdapter<CarOffer, StoredCar> {
  return {
    product: 'car',
    supplierName: supplier.name,

    async hold({ offerId, pricing, extras }): Promise<HoldResult<CarOffer>> {
      const held = await supplier.carHold(offerId, extras ?? []);
      if (!held.ok) {
        // The supplier names the extra at fault ('extras.0.quantity: at most 1 gps …').
        const extra = /^(extras\.\d+\.\w+): /.exec(held.error.message);
        if (held.error.code === 'invalid' && extra) throw badRequest(held.error.message, extra[1]);
        return holdRefusal(held.error);
      }
      const { holdId, expiresAt, offer } = held.value;
      // A rate paid at pick-up is held at nothing charged now, its price due at the counter (decision 0112).
      const car = heldCar(held.value, pricing);
      return {
        ok: true,
        hold: {
          holdId,
          expiresAt,
          price: carPrice(held.value.rate, offer, pricing),
          offer: {
            offerId,
            car,
            terms: carTerms(offer),
          },
        },
      };
    },

    // Quoted without extras: the traveller adds them at the checkout.
    async quote({ offerId, pricing }): Promise<QuoteResult<CarOffer>> {
      const found = await supplier.carOffer(offerId);
      if (!found.ok) return holdRefusal(found.error);
      const offer = found.value;
      if (offer.carsLeft === 0) return { ok: false, reason: 'sold_out' };
      const car = heldCar({ holdId: '', expiresAt: '', offer, extras: [], rate: offer.rate }, pricing);
      return {
        ok: true,
        quote: {
          price: carPrice(offer.rate, offer, pricing),
          offer: { offerId, car, terms: carTerms(offer) },
          image: offer.vehicle.picture,
          lines: [`${offer.supplier.name} · ${offer.pickup.name}`],
        },
      };
    },

    releaseHold: (holdId) => supplier.carReleaseHold(holdId),

    facts({ car, terms }): BookingFacts {
      return {
        ...(car.dueAtPickup ? { paidAtPickup: true } : {}),
        title: carTitle(car),
        location: car.pickup.name,
        countryCode: car.countryCode,
        startDate: car.pickup.dateTime.slice(0, 10),
        endDate: car.dropoff.dateTime.slice(0, 10),
        terms,
      };
    },

    checkInput({ car }, input): InputIssue[] {
      if (!input.driver) return [{ path: 'driver', message: 'is required: the driver as on their licence' }];
      const { age, birthDate } = input.driver;
      const issue = driverAgeIssue(age, { minDriverAge: car.minDriverAge, searchAge: car.driverAge });
      if (issue) return [{ path: 'driver.age', message: driverAgeMessage(issue) }];
      if (!birthDate)
        return car.driverBirthDateRequired ? [{ path: 'driver.birthDate', message: "is required: the rental company needs the driver's date of birth" }] : [];
      const wrong = driverBirthDateIssue(birthDate, { age, pickupDate: car.pickup.dateTime.slice(0, 10) });
      return wrong ? [{ path: 'driver.birthDate', message: driverBirthDateMessage(wrong) }] : [];
    },

    async store(offer, input) {
      const d = input.driver;
      return {
        offerId: offer.offerId,
        car: offer.car,
        driver: { firstName: d?.firstName ?? '', lastName: d?.lastName ?? '', age: d?.age ?? offer.car.driverAge, flightNumber: d?.flightNumber || null },
      };
    },

    async book({ holdId, clientReference, leadGuest, input }) {
      if (!input.driver) return { ok: false, error: { message: 'The driver is required.', retryable: false, code: 'invalid' } };
      const booked = await supplier.carBook({
        holdId,
        clientReference,
        driver: input.driver,
        contact: contactOf(leadGuest),
        ...(input.driver.birthDate ? { driverBirthDate: input.driver.birthDate } : {}),
      });
      if (!booked.ok) return booked;
      return { ok: true, value: { supplierReference: booked.value.supplierReference, stored: { confirmationNumber: booked.value.confirmationNumber } } };
    },

    bookingByClientReference: async (clientReference) =>
      bookingStateOf(await supplier.carBookingByClientReference(clientReference), ({ confirmationNumber }) => ({ confirmationNumber })),

    cancel: async (supplierReference) => refundOf(await supplier.carCancel(supplierReference)),

    holdAnswer: ({ offer }) => ({ car: offer.car }),

    present: (s) => ({ car: { ...s.car, confirmationNumber: s.confirmationNumber ?? null }, driver: s.driver }),

    confirmation: (s) => ({
      product: 'car',
      title: carTitle(s.car),
      pickup: s.car.pickup.name,
      dropoff: s.car.dropoff.name,
      supplier: s.car.supplier.name,
      driver: `${s.driver.firstName} ${s.driver.lastName}`.trim(),
      confirmationNumber: s.confirmationNumber ?? null,
      ...(s.car.dueAtPickup ? { dueAtPickup: s.car.dueAtPickup } : {}),
    }),
  };
}
