import type { Car, CarsCategory } from '@duffel/api/types';
import type { Transmission, VehicleClass } from '@tripfront/domain/booking/car-api';

// Duffel's car description (category, type, fuel, transmission and the ACRISS/SIPP code it comes
// from) as the storefront's vehicle class and transmission. Duffel's `category` is the code's first
// letter spelt out; the domain has fewer classes, so each maps to the one a traveller would expect,
// rounding down (a standard car is sold as intermediate, never promised as full-size).

const BY_CATEGORY: Record<CarsCategory, VehicleClass | null> = {
  mini: 'Mini',
  mini_elite: 'Mini',
  economy: 'Economy',
  economy_elite: 'Economy',
  compact: 'Compact',
  compact_elite: 'Compact',
  intermediate: 'Intermediate',
  intermediate_elite: 'Intermediate',
  standard: 'Intermediate',
  standard_elite: 'Intermediate',
  fullsize: 'Full-size',
  fullsize_elite: 'Full-size',
  premium: 'Premium',
  premium_elite: 'Premium',
  luxury: 'Luxury',
  luxury_elite: 'Luxury',
  special: null,
};

/** ACRISS first letters (size), for a car Duffel files under 'special'. */
const BY_SIZE_LETTER: Record<string, VehicleClass> = {
  M: 'Mini',
  N: 'Mini',
  E: 'Economy',
  H: 'Economy',
  C: 'Compact',
  D: 'Compact',
  I: 'Intermediate',
  J: 'Intermediate',
  S: 'Intermediate',
  R: 'Intermediate',
  F: 'Full-size',
  G: 'Full-size',
  P: 'Premium',
  U: 'Premium',
  L: 'Luxury',
  W: 'Luxury',
};

/** SUVs up to intermediate size (ACRISS M N E H C D I J) are intermediate SUVs; standard and larger, standard SUVs. */
const SMALL_SUV = /^[MNEHCDIJ]/;
const SMALL_CATEGORY = /^(mini|economy|compact|intermediate)/;

const code = (car: Pick<Car, 'code'>) => car.code.toUpperCase();

export function vehicleClassOf(car: Pick<Car, 'category' | 'type' | 'fuel' | 'code'>): VehicleClass {
  // ACRISS fourth letter E or C: electric (with or without air conditioning).
  if (car.fuel === 'electric' || /^...[EC]$/.test(code(car))) return 'Electric';
  if (car.type === 'convertible' || code(car)[1] === 'T') return 'Convertible';
  if (car.type === 'passenger_van' || car.type === 'monospace' || code(car)[1] === 'V') return 'Minivan';
  const size = BY_CATEGORY[car.category] ?? BY_SIZE_LETTER[code(car)[0] ?? ''] ?? 'Intermediate';
  if (car.type === 'suv' || car.type === 'open_air_all_terrain' || code(car)[1] === 'F' || code(car)[1] === 'J') {
    const small = car.category === 'special' ? SMALL_SUV.test(code(car)) : SMALL_CATEGORY.test(car.category);
    return small ? 'Intermediate SUV' : 'Standard SUV';
  }
  return size;
}

/** Duffel says it outright; the code's third letter (A, B, D automatic; M, N, C manual) when it does not. */
export function transmissionOf(car: Pick<Car, 'transmission' | 'code'>): Transmission {
  if (car.transmission === 'automatic' || car.transmission === 'manual') return car.transmission;
  return /^..[ABD]/.test(code(car)) ? 'automatic' : 'manual';
}

/** The doors a car of the type has at least. */
export function doorsOf(car: Pick<Car, 'type' | 'code'>): number {
  if (car.type === 'two_door' || car.type === 'two_or_four_door' || car.type === 'coupe' || car.type === 'sport' || car.type === 'convertible') return 2;
  if (car.type === 'wagon_estate' || car.type === 'passenger_van' || car.type === 'suv' || car.type === 'monospace') return 5;
  // ACRISS second letter B (2/3 doors) and C (2/4 doors) promise two.
  return /^.[BC]/.test(code(car)) ? 2 : 4;
}
