import { describe, expect, it } from 'vitest';
import type { CarsT } from '../hooks/use-cars-translation.ts';
import { ageMessage, birthDateMessage } from './driver-fields.tsx';

// The key and its values stand for the sentence: the words are cars.json's (checked by cars-texts.test.ts).
const t: CarsT = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);
const luxury = { minDriverAge: 25, driverAge: 30 };

describe('the driver’s age at the checkout (decision 0048)', () => {
  it.each([
    ['30', luxury, true],
    ['', luxury, 'driver.required'],
    ['12', luxury, 'driver.ageRange {"min":18,"max":99}'],
    ['22', luxury, 'driver.tooYoung {"minimum":25}'],
    ['22', { minDriverAge: 21, driverAge: 30 }, 'driver.searchedOlder {"age":25}'],
    ['30', { minDriverAge: 21, driverAge: 22 }, 'driver.searchedYoung {"age":25}'],
    ['41', { minDriverAge: 21, driverAge: 30 }, true],
  ] as const)('age %s for %o', (value, rules, expected) => {
    expect(ageMessage(t, value, rules)).toBe(expected);
  });
});

describe('the driver’s date of birth at the checkout (decision 0110)', () => {
  const duffel = { minDriverAge: 30, driverAge: 30, birthDateRequired: true, pickupDate: '2027-03-28' };
  it.each([
    ['1996-05-31', '30', true],
    ['', '30', 'driver.required'],
    ['1996-03-27', '30', 'driver.birthDateAge {"age":31,"stated":30}'],
    ['2027-03-28', '30', 'driver.birthDateInvalid'],
    ['28/03/1996', '30', 'driver.birthDateInvalid'],
  ] as const)('born %s, stated age %s', (value, age, expected) => {
    expect(birthDateMessage(t, value, age, duffel)).toBe(expected);
  });
});
