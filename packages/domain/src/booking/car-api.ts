import { z } from 'zod';
import { DRIVER_AGE } from '../search/guests.ts';

// Car rental booking shapes shared by the web and the API (issue #18). This file is the cars'
// home: the search and offer answers of /api/car-rental join it, next to what a hold and a
// booking body carry for a car.

/** Extras a rental counter offers, priced per day (spec issue #18: child seat, additional driver, GPS). */
export const CAR_EXTRA_CODES = ['child_seat', 'additional_driver', 'gps'] as const;
export type CarExtraCode = (typeof CAR_EXTRA_CODES)[number];
/** The most of one extra a rental may take (child seats for a family). */
export const MAX_EXTRA_QUANTITY = 3;

/** POST /api/bookings/holds `extras`: what the traveller added to the car, held and priced with it. */
export const carExtraChoicesSchema = z
  .array(z.object({ code: z.enum(CAR_EXTRA_CODES), quantity: z.number().int().min(1).max(MAX_EXTRA_QUANTITY) }))
  .max(CAR_EXTRA_CODES.length)
  .refine((list) => new Set(list.map((e) => e.code)).size === list.length, 'must name each extra once');
export type CarExtraChoices = z.infer<typeof carExtraChoicesSchema>;

const name = z.string().trim().min(1, 'is required').max(80);

/**
 * POST /api/bookings `driver`: who drives, as on their licence. The age is the driver's age at
 * pick-up; the car's supplier checks it against its minimum (and the search's driver age).
 */
export const carDriverSchema = z.object({
  firstName: name,
  lastName: name,
  age: z.number().int().min(DRIVER_AGE.min, `must be at least ${DRIVER_AGE.min}`).max(DRIVER_AGE.max, `must be at most ${DRIVER_AGE.max}`),
  /** Optional: the arriving flight, so the counter waits for a late flight ('BA117'). */
  flightNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/i, 'must be a flight number like BA117')
    .optional()
    .or(z.literal('')),
});
export type CarDriver = z.infer<typeof carDriverSchema>;
