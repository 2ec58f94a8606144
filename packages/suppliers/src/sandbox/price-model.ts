import { countryByCode } from '../world/data.ts';
import { hashString } from '../prng.ts';
import type { Rng } from '../prng.ts';
import type { RawRate } from './raw-types.ts';

// How expensive the sandbox makes a place: a country price level (1 = a typical Western
// European city), nudged up for big cities. Figures are round approximations of public hotel
// price indexes; good enough for a demo, not for pricing anything real.

const PRICE_LEVEL: Readonly<Record<string, number>> = {
  CH: 1.7,
  NO: 1.5,
  IS: 1.5,
  DK: 1.4,
  SE: 1.2,
  FI: 1.15,
  GB: 1.35,
  IE: 1.3,
  FR: 1.25,
  DE: 1.1,
  NL: 1.3,
  BE: 1.15,
  LU: 1.3,
  AT: 1.1,
  IT: 1.15,
  ES: 1.0,
  PT: 0.9,
  GR: 0.95,
  HR: 0.9,
  CZ: 0.8,
  PL: 0.7,
  HU: 0.7,
  TR: 0.65,
  MC: 2.2,
  US: 1.35,
  CA: 1.15,
  MX: 0.75,
  BR: 0.65,
  AR: 0.6,
  CL: 0.7,
  CO: 0.55,
  PE: 0.55,
  AE: 1.3,
  QA: 1.25,
  SA: 1.1,
  IL: 1.35,
  EG: 0.45,
  MA: 0.6,
  ZA: 0.6,
  KE: 0.6,
  JP: 1.1,
  KR: 0.95,
  CN: 0.75,
  HK: 1.3,
  SG: 1.5,
  TH: 0.55,
  VN: 0.45,
  ID: 0.5,
  MY: 0.55,
  PH: 0.55,
  IN: 0.45,
  AU: 1.2,
  NZ: 1.15,
  MV: 2.0,
  SC: 1.8,
  MU: 1.2,
  BS: 1.5,
  TC: 1.9,
  AW: 1.4,
  LC: 1.5,
  JM: 1.0,
  DO: 0.9,
  OM: 1.0,
};
const REGION_LEVEL: Readonly<Record<string, number>> = { Europe: 0.85, Americas: 0.75, Asia: 0.6, Africa: 0.55, Oceania: 1.0 };

export function priceLevel(countryCode: string): number {
  return PRICE_LEVEL[countryCode] ?? REGION_LEVEL[countryByCode(countryCode)?.region ?? ''] ?? 0.7;
}

/** Big cities cost more: 0.8 at 100k people, about 1.15 at 10 million, capped. */
export const cityFactor = (population: number): number => Math.min(1.3, Math.max(0.75, 0.8 + 0.08 * Math.log10(Math.max(1, population) / 1e5)));

/** Taxes and fees as a share of the net price, fixed per country (8–18%). */
export const taxRate = (countryCode: string): number => 0.08 + (hashString(`tax:${countryCode}`) % 11) / 100;

/**
 * A sandbox rate around a net price: public prices 22–45% above what the agency pays (typical
 * wholesale discounts), a recommended selling price between the two.
 */
export function sandboxRate(rng: Rng, netCents: number, tax: number): RawRate {
  const net = Math.max(100, Math.round(netCents));
  const taxCents = Math.round(net * tax);
  const wholesale = net + taxCents;
  const publicCents = Math.round(wholesale * rng.float(1.22, 1.45));
  return {
    currency: 'USD',
    net_cents: net,
    tax_cents: taxCents,
    public_cents: publicCents,
    suggested_cents: Math.min(publicCents, Math.round(wholesale * rng.float(1.06, 1.3))),
  };
}
