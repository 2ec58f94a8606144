import { z } from 'zod';
import { MAX_BOOKING_RANGE_DAYS, withinDealRange } from '../booking-range.ts';
import { countryCode, currencyCode, dateTime, latitude, longitude, wallClockMs } from '../payload-fields.ts';

// The deal-search payloads of spec §7: what a deal search sends to the supplier side.

/** Spec §9: the longest booking range (booking-range.ts). */
const withinRange = (start: string, end: string): boolean => withinDealRange(wallClockMs(start), wallClockMs(end));
const flags = { isOTA: z.boolean().default(false), isHome: z.boolean().default(false), isFromDestination: z.boolean().default(false) };
const searchString = z.string().trim().max(200).default('');

export const occupancySchema = z
  .object({
    numOfRoom: z.number().int().min(1).max(9),
    numOfAdults: z.number().int().min(1).max(36),
    numOfChildren: z.number().int().min(0).max(18),
    childAges: z.array(z.number().int().min(0).max(17)).max(18).default([]),
  })
  .refine((o) => o.childAges.length === o.numOfChildren, { message: 'give one age per child', path: ['childAges'] });

export const hotelDealSearchSchema = z.object({
  occupancies: z.array(occupancySchema).min(1).max(9),
  stayPeriod: z
    .object({ start: dateTime, end: dateTime })
    .refine((p) => withinRange(p.start, p.end), { message: `end must be after start and at most ${MAX_BOOKING_RANGE_DAYS} days later`, path: ['end'] }),
  latitude,
  longitude,
  nationality: countryCode,
  destinationCountryCode: countryCode,
  currency: currencyCode,
  /** Kilometres around latitude/longitude. */
  radius: z.number().positive().max(100),
  searchString,
  ...flags,
});
export type HotelDealSearch = z.infer<typeof hotelDealSearchSchema>;
export type HotelDealSearchInput = z.input<typeof hotelDealSearchSchema>;

export const activityDealSearchSchema = z.object({ latitude, longitude, ...flags });
export type ActivityDealSearch = z.infer<typeof activityDealSearchSchema>;
export type ActivityDealSearchInput = z.input<typeof activityDealSearchSchema>;

export const carDealSearchSchema = z
  .object({
    age: z.number().int().min(18).max(99),
    countryOfResidence: countryCode,
    pickUpDateTime: dateTime,
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    returnDateTime: dateTime,
    returnLatitude: latitude,
    returnLongitude: longitude,
    searchString,
    ...flags,
  })
  .refine((c) => withinRange(c.pickUpDateTime, c.returnDateTime), {
    message: `return must be after pick-up and at most ${MAX_BOOKING_RANGE_DAYS} days later`,
    path: ['returnDateTime'],
  });
export type CarDealSearch = z.infer<typeof carDealSearchSchema>;
export type CarDealSearchInput = z.input<typeof carDealSearchSchema>;
