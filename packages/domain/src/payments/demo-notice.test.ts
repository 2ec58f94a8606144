import { describe, expect, it } from 'vitest';
import type { Product } from '../booking/products.ts';
import { showsDemoNotice } from './demo-notice.ts';

const hotelsOnly = [{ id: 1, title: 'Hotels', active: true }];
const flightsOnly = [
  { id: 1, title: 'Hotels', active: false },
  { id: 5, title: 'Air Travel', active: true },
];
const all: ReadonlySet<Product> = new Set(['hotel', 'flight', 'car', 'activity', 'cruise', 'resort']);
const duffelFlights: ReadonlySet<Product> = new Set(['hotel', 'car', 'activity', 'cruise', 'resort']);

describe('showsDemoNotice', () => {
  it.each([
    ['sandbox not serving in production', 'sandbox', hotelsOnly, false, all, false],
    ['sandbox payments', 'sandbox', flightsOnly, true, duffelFlights, true],
    ['sandbox payments, any case', ' Sandbox ', flightsOnly, true, duffelFlights, true],
    ['Stripe, sandbox hotels on sale', 'stripe', hotelsOnly, true, all, true],
    ['Stripe, only real (Duffel) flights on sale', 'stripe', flightsOnly, true, duffelFlights, false],
    ['Stripe, sandbox flights on sale', 'stripe', flightsOnly, true, all, true],
  ] as const)('%s', (_name, currentGateway, bookingMenuItemOptions, servesInProduction, products, expected) => {
    expect(showsDemoNotice({ currentGateway, bookingMenuItemOptions: [...bookingMenuItemOptions] }, { servesInProduction, products })).toBe(expected);
  });
});
