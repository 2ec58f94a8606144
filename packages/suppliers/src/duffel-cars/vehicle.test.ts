import type { Car } from '@duffel/api/types';
import { describe, expect, it } from 'vitest';
import { doorsOf, transmissionOf, vehicleClassOf } from './vehicle.ts';

type Described = Pick<Car, 'category' | 'type' | 'fuel' | 'code' | 'transmission'>;
const car = (code: string, category: Car['category'], type: Car['type'], more: Partial<Described> = {}): Described => ({
  code,
  category,
  type,
  fuel: 'petrol',
  transmission: 'manual',
  ...more,
});

describe('Duffel car → vehicle class, transmission and doors', () => {
  it.each([
    [car('MBMR', 'mini', 'two_door'), 'Mini', 'manual', 2],
    [car('EDMR', 'economy', 'four_door'), 'Economy', 'manual', 4],
    [car('HDAR', 'economy_elite', 'four_door', { transmission: 'automatic' }), 'Economy', 'automatic', 4],
    [car('CDMR', 'compact', 'four_door'), 'Compact', 'manual', 4],
    [car('CWMR', 'compact', 'wagon_estate'), 'Compact', 'manual', 5],
    [car('IDAR', 'intermediate', 'four_door', { transmission: 'automatic' }), 'Intermediate', 'automatic', 4],
    // Standard sits between intermediate and full-size: sold as the smaller, never promised larger.
    [car('SDAR', 'standard', 'four_door', { transmission: 'automatic' }), 'Intermediate', 'automatic', 4],
    [car('FDAR', 'fullsize', 'four_door', { transmission: 'automatic' }), 'Full-size', 'automatic', 4],
    [car('PDAR', 'premium', 'four_door', { transmission: 'automatic' }), 'Premium', 'automatic', 4],
    [car('LDAR', 'luxury', 'four_door', { transmission: 'automatic' }), 'Luxury', 'automatic', 4],
    [car('CFMR', 'compact', 'suv'), 'Intermediate SUV', 'manual', 5],
    [car('IFAR', 'intermediate', 'suv', { transmission: 'automatic' }), 'Intermediate SUV', 'automatic', 5],
    [car('SFAR', 'standard', 'suv', { transmission: 'automatic' }), 'Standard SUV', 'automatic', 5],
    [car('FFAR', 'fullsize', 'suv', { transmission: 'automatic' }), 'Standard SUV', 'automatic', 5],
    [car('IJMR', 'intermediate', 'open_air_all_terrain'), 'Intermediate SUV', 'manual', 4],
    [car('IVMR', 'intermediate', 'passenger_van'), 'Minivan', 'manual', 5],
    [car('SMAR', 'standard', 'monospace', { transmission: 'automatic' }), 'Minivan', 'automatic', 5],
    [car('STAR', 'standard', 'convertible', { transmission: 'automatic' }), 'Convertible', 'automatic', 2],
    [car('CDAE', 'compact', 'four_door', { transmission: 'automatic', fuel: 'electric' }), 'Electric', 'automatic', 4],
    // The code alone says electric (fourth letter C: electric without air conditioning).
    [car('EBMC', 'economy', 'two_or_four_door'), 'Electric', 'manual', 2],
    // 'special': the code's first letter gives the size; an unknown one reads as intermediate.
    [car('XDAR', 'special', 'special', { transmission: 'automatic' }), 'Intermediate', 'automatic', 4],
    [car('LDAR', 'special', 'special', { transmission: 'automatic' }), 'Luxury', 'automatic', 4],
    // A transmission Duffel does not name: the code's third letter.
    [car('CDAR', 'compact', 'four_door', { transmission: 'semi' as Car['transmission'] }), 'Compact', 'automatic', 4],
    [car('CCMR', 'compact', 'special', { transmission: 'semi' as Car['transmission'] }), 'Compact', 'manual', 2],
  ])('%o → %s, %s, %i doors', (c, vehicleClass, transmission, doors) => {
    expect([vehicleClassOf(c), transmissionOf(c), doorsOf(c)]).toEqual([vehicleClass, transmission, doors]);
  });
});
