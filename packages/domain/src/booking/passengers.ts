// Flight passenger rules (spec §3 guest data; issue #17), the one home for them: the search form,
// the flight API and the checkout all ask these functions. Ages are whole years on a calendar
// date; a passenger's type must hold on every day they fly (an infant who turns 2 before the
// return flight needs a seat: they are a child).
import { FLIGHT_GUESTS, type GuestCounts } from '../search/guests.ts';
import type { FlightPassenger, PassengerType } from './flight-api.ts';

/** Spec §3: adult above 12, child 2 to 12, infant under 2. */
export const INFANT_UNDER_YEARS = 2;
export const CHILD_UP_TO_YEARS = 12;

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day (a 29 February birthday counts on 1 March). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

export function passengerTypeOn(birthDate: string, day: string): PassengerType {
  const age = ageOn(birthDate, day);
  if (age < INFANT_UNDER_YEARS) return 'infant';
  if (age <= CHILD_UP_TO_YEARS) return 'child';
  return 'adult';
}

export type PartyIssue = 'adultRequired' | 'infantsExceedAdults' | 'tooManySeats';

/** Why a party cannot fly together; empty when it can. Infants sit on an adult's lap: one each. */
export function flightPartyIssues(counts: GuestCounts): PartyIssue[] {
  const issues: PartyIssue[] = [];
  if (counts.adults < 1) issues.push('adultRequired');
  if (counts.infants > counts.adults) issues.push('infantsExceedAdults');
  if (counts.adults + counts.children > FLIGHT_GUESTS.maxSeated) issues.push('tooManySeats');
  return issues;
}

export const PARTY_ISSUE_MESSAGES: Readonly<Record<PartyIssue, string>> = {
  adultRequired: 'At least one adult must travel.',
  infantsExceedAdults: 'Each infant must travel on the lap of an adult: add an adult or remove an infant.',
  tooManySeats: `At most ${FLIGHT_GUESTS.maxSeated} passengers with a seat can book together.`,
};

export type PassengerIssueCode = 'wrongCount' | 'birthInFuture' | 'typeMismatch' | 'documentRequired' | 'documentExpired' | 'duplicatePassenger';

export interface PassengerIssue {
  /** 'passengers' or 'passengers.2.birthDate' (the field the person must change). */
  path: string;
  code: PassengerIssueCode;
  message: string;
}

export interface PassengerTrip {
  passengers: GuestCounts;
  documentRequired: boolean;
  /** YYYY-MM-DD of the first and the last flight. */
  firstDate: string;
  lastDate: string;
}

const TYPE_WORDS: Readonly<Record<PassengerType, string>> = { adult: 'an adult (over 12)', child: 'a child (2 to 12)', infant: 'an infant (under 2)' };

/**
 * What is wrong with the passengers a booking sends for a trip: the counts per type must be the
 * searched ones, each birth date must make the passenger that type on the first and the last flight,
 * and a document valid until after the last flight is needed where the route asks for one.
 */
export function passengerIssues(list: readonly FlightPassenger[], trip: PassengerTrip): PassengerIssue[] {
  const issues: PassengerIssue[] = [];
  const count = (type: PassengerType) => list.filter((p) => p.type === type).length;
  const want = trip.passengers;
  if (count('adult') !== want.adults || count('child') !== want.children || count('infant') !== want.infants) {
    issues.push({
      path: 'passengers',
      code: 'wrongCount',
      message: `must be ${want.adults} adult(s), ${want.children} child(ren) and ${want.infants} infant(s), as searched`,
    });
  }
  const seen = new Set<string>();
  list.forEach((p, i) => {
    const at = (field: string) => `passengers.${i}.${field}`;
    const who = `${p.givenName} ${p.familyName}`.toLowerCase();
    if (seen.has(`${who}|${p.birthDate}`)) {
      issues.push({ path: at('givenName'), code: 'duplicatePassenger', message: 'is the same person as another passenger' });
    }
    seen.add(`${who}|${p.birthDate}`);
    if (p.birthDate > trip.firstDate) {
      issues.push({ path: at('birthDate'), code: 'birthInFuture', message: 'must be before the first flight' });
      return;
    }
    const first = passengerTypeOn(p.birthDate, trip.firstDate);
    const last = passengerTypeOn(p.birthDate, trip.lastDate);
    if (first !== p.type || last !== p.type) {
      const actual = first !== p.type ? first : last;
      issues.push({
        path: at('birthDate'),
        code: 'typeMismatch',
        message: `makes this passenger ${TYPE_WORDS[actual]} on ${first !== p.type ? trip.firstDate : trip.lastDate}, not ${TYPE_WORDS[p.type]}`,
      });
    }
    if (trip.documentRequired) {
      if (!p.document) issues.push({ path: at('document'), code: 'documentRequired', message: 'is required for this route: document number and expiry' });
      else if (p.document.expiry <= trip.lastDate) {
        issues.push({ path: at('document.expiry'), code: 'documentExpired', message: 'must be after the last flight' });
      }
    }
  });
  return issues;
}
