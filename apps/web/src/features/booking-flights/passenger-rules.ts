import { flightPassengerSchema, type FlightOfferDetails, type FlightPassenger, type PassengerType } from '@tripfront/domain/booking/flight-api';
import { passengerIssues, type PassengerIssueCode } from '@tripfront/domain/booking/passengers';
import type { SavedTravellerBody } from '@tripfront/domain/saved-travellers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { FlightsT } from './hooks/use-flights-translation.ts';

// The checkout's passenger fields and their checks. The rules are the domain's (flightPassengerSchema
// for each passenger, passengerIssues for the trip: type by age on the travel dates, documents);
// this file only puts their findings on the fields, in the interface language.

export interface PassengerFields {
  type: PassengerType;
  givenName: string;
  familyName: string;
  birthDate: string;
  gender: '' | FlightPassenger['gender'];
  nationality: string;
  documentNumber: string;
  documentExpiry: string;
  documentCountry: string;
}
export interface PassengersForm {
  passengers: PassengerFields[];
}

export type PassengerTrip = Pick<FlightOfferDetails, 'passengers' | 'documentRequired' | 'firstDate' | 'lastDate'>;

/** One empty passenger per seat and lap, adults first (the searched party). */
export function emptyPassengers({ passengers: p }: PassengerTrip): PassengerFields[] {
  const blank = (type: PassengerType): PassengerFields => ({
    type,
    givenName: '',
    familyName: '',
    birthDate: '',
    gender: '',
    nationality: '',
    documentNumber: '',
    documentExpiry: '',
    documentCountry: '',
  });
  return [
    ...Array.from({ length: p.adults }, () => blank('adult')),
    ...Array.from({ length: p.children }, () => blank('child')),
    ...Array.from({ length: p.infants }, () => blank('infant')),
  ];
}

/** What the booking sends for a filled-in passenger. */
export function toPassenger(f: PassengerFields, documentRequired: boolean): FlightPassenger {
  const number = f.documentNumber.trim();
  return {
    type: f.type,
    givenName: f.givenName.trim(),
    familyName: f.familyName.trim(),
    birthDate: f.birthDate,
    gender: (f.gender || 'unspecified') as FlightPassenger['gender'],
    nationality: f.nationality,
    ...(documentRequired || number !== ''
      ? { document: { number: number.toUpperCase(), expiry: f.documentExpiry, issuingCountry: f.documentCountry || f.nationality } }
      : {}),
  };
}

type Field = keyof PassengerFields;
const FIELD_OF: Record<string, Field> = {
  givenName: 'givenName',
  familyName: 'familyName',
  birthDate: 'birthDate',
  gender: 'gender',
  nationality: 'nationality',
  'document.number': 'documentNumber',
  'document.expiry': 'documentExpiry',
  'document.issuingCountry': 'documentCountry',
  document: 'documentNumber',
};
const TRIP_MESSAGE: Record<PassengerIssueCode, Parameters<FlightsT>[0]> = {
  wrongCount: 'passengers.errors.wrongCount',
  birthInFuture: 'passengers.errors.birthInFuture',
  typeMismatch: 'passengers.errors.typeMismatch',
  documentRequired: 'passengers.errors.documentRequired',
  documentExpired: 'passengers.errors.documentExpired',
  duplicatePassenger: 'passengers.errors.duplicate',
};

/** The message for a field the passenger schema refused (an empty name is "required", a mistyped one "invalid"). */
function fieldMessageKey(field: Field, empty: boolean): Parameters<FlightsT>[0] {
  if (field === 'givenName' || field === 'familyName') return empty ? 'passengers.errors.nameRequired' : 'passengers.errors.name';
  if (field === 'birthDate') return 'passengers.errors.birthDate';
  if (field === 'nationality' || field === 'documentCountry') return 'passengers.errors.country';
  return field === 'documentNumber' ? 'passengers.errors.documentNumber' : 'passengers.errors.date';
}

/** A react-hook-form resolver over the domain's rules, with translated messages on the fields at fault. */
export function passengersResolver(t: FlightsT, trip: PassengerTrip): Resolver<PassengersForm> {
  return (values) => {
    const errors: Array<Partial<Record<Field, { type: string; message: string }>>> = [];
    const put = (i: number, field: Field, message: string) => {
      errors[i] ??= {};
      errors[i][field] ??= { type: 'validate', message };
    };
    const list = values.passengers.map((f) => toPassenger(f, trip.documentRequired));
    list.forEach((p, i) => {
      const f = values.passengers[i]!;
      if (f.gender === '') put(i, 'gender', t('passengers.errors.gender'));
      if (trip.documentRequired && f.documentNumber.trim() === '') put(i, 'documentNumber', t('passengers.errors.documentNumber'));
      if (trip.documentRequired && f.documentExpiry === '') put(i, 'documentExpiry', t('passengers.errors.documentExpiry'));
      const parsed = flightPassengerSchema.safeParse(p);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path.join('.')];
        if (!field) continue;
        const empty = values.passengers[i]![field] === '';
        put(i, field, t(fieldMessageKey(field, empty)));
      }
    });
    const typeWord = (type: PassengerType) => t(`passengers.type.${type}`);
    for (const issue of passengerIssues(list, { ...trip, passengers: trip.passengers })) {
      const m = /^passengers\.(\d+)\.(.+)$/.exec(issue.path);
      if (!m) continue;
      const i = Number(m[1]);
      const field = FIELD_OF[m[2]!];
      if (!field || errors[i]?.[field]) continue;
      put(i, field, t(TRIP_MESSAGE[issue.code], { type: typeWord(values.passengers[i]!.type), date: trip.lastDate }));
    }
    const hasErrors = errors.some((e) => e && Object.keys(e).length > 0);
    return hasErrors ? { values: {}, errors: { passengers: errors } as unknown as FieldErrors<PassengersForm> } : { values, errors: {} };
  };
}

/** A checked passenger as a saved traveller ("Save this traveller", decision 0102): the passport only when it is whole. */
export function savedTravellerOf(f: PassengerFields): SavedTravellerBody {
  const passport = f.documentNumber.trim() && f.documentExpiry && f.documentCountry;
  return {
    firstName: f.givenName.trim(),
    lastName: f.familyName.trim(),
    birthDate: f.birthDate || null,
    nationality: f.nationality || null,
    passport: passport ? { number: f.documentNumber.trim(), expiry: f.documentExpiry, issuingCountry: f.documentCountry } : null,
  };
}
