import type { CreateOrderPassenger } from '@duffel/api/types';
import type { FlightPassenger, PassengerType } from '@tripfront/domain/booking/flight-api';
import { toE164 } from '@tripfront/domain/phone';
import type { FlightBookRequest } from '../flight-booking.ts';
import { fail, ok, type SupplierResult } from '../result.ts';
import type { PassengerIds } from './ids.ts';

// Our booking's passengers as Duffel's order wants them
// (https://duffel.com/docs/api/v2/orders/create-order): each one takes the offer request's passenger
// id of its type, in order; each infant sits on the lap of the adult with the same position.

export const PARTY_MISMATCH = 'The passengers do not match the searched party.';
export const GENDER_NEEDED = "The airline needs each passenger's gender as on the travel document (female or male).";
export const PHONE_NEEDED = 'A phone number in international format (like +44 20 8016 0509) is needed to book this flight.';

const title = (p: FlightPassenger): CreateOrderPassenger['title'] => (p.gender === 'male' ? 'mr' : p.type === 'adult' ? 'ms' : 'miss');

/**
 * Documents go to Duffel only when the offer requires them: an airline that does not take them may
 * refuse an order carrying one, and a passport number not needed is one we do not hand out.
 */
export function orderPassengers(request: FlightBookRequest, ids: PassengerIds, documentRequired: boolean): SupplierResult<CreateOrderPassenger[]> {
  const byType = (type: PassengerType) => request.passengers.filter((p) => p.type === type);
  const groups = { adult: byType('adult'), child: byType('child'), infant: byType('infant') };
  if (groups.adult.length !== ids.adult.length || groups.child.length !== ids.child.length || groups.infant.length !== ids.infant.length) {
    return fail(PARTY_MISMATCH, false, 'invalid');
  }
  if (request.passengers.some((p) => p.gender === 'unspecified')) return fail(GENDER_NEEDED, false, 'invalid');
  const phone = toE164(request.contact.phone);
  if (!phone) return fail(PHONE_NEEDED, false, 'invalid');
  const list: CreateOrderPassenger[] = [];
  for (const type of ['adult', 'child', 'infant'] as const) {
    groups[type].forEach((p, i) => {
      const passenger: CreateOrderPassenger = {
        id: ids[type][i]!,
        title: title(p),
        gender: p.gender === 'male' ? 'm' : 'f',
        given_name: p.givenName,
        family_name: p.familyName,
        born_on: p.birthDate,
        email: request.contact.email,
        phone_number: phone,
      };
      if (type === 'adult' && ids.infant[i]) passenger.infant_passenger_id = ids.infant[i];
      if (documentRequired && p.document) {
        passenger.identity_documents = [
          { type: 'passport', unique_identifier: p.document.number, issuing_country_code: p.document.issuingCountry, expires_on: p.document.expiry },
        ];
      }
      list.push(passenger);
    });
  }
  return ok(list);
}
