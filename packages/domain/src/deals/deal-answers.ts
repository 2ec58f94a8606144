import { z } from 'zod';
import { currencyCode, imageRef, text } from '../payload-fields.ts';

// The deal answers of spec §3: numbers in major units of `currency`, rounded to 2 decimals.

const amount = z.number().nonnegative();
/**
 * rates of hotel v1, activity and car deals. totalRate = baseRate + taxAndFee is the traveller
 * price; wholesaleRate (what the agency pays, taxes included) and agencyMarkup (totalRate −
 * wholesaleRate) are only present for travel agents who are not restricted (spec §5, §6).
 */
export const dealRatesSchema = z.object({
  discountPercentage: z.number().int().min(0).max(100),
  publishedRate: amount,
  totalRate: amount,
  savedPrice: amount,
  baseRate: amount,
  taxAndFee: amount,
  currency: currencyCode,
  wholesaleRate: amount.optional(),
  agencyMarkup: amount.optional(),
});
export type DealRates = z.infer<typeof dealRatesSchema>;

export const hotelDealV1Schema = z.object({
  hotel: z.object({ hotelDetails: z.object({ heroImage: imageRef, name: text(), distance: z.number().nonnegative(), distanceFrom: text() }) }),
  /** Star rating. */
  rating: z.number().min(0).max(5),
  link: text(2000),
  rates: dealRatesSchema,
});
export type HotelDealV1 = z.infer<typeof hotelDealV1Schema>;

/** Hotel deal v2; wholesale_rate and agency_markup follow the v2 naming and the same agent-only rule. */
export const hotelDealV2Schema = z.object({
  name: text(),
  property_id: text(80),
  image: z.object({ large: imageRef }),
  ratings: z.object({ star_rating: z.number().min(0).max(5) }),
  rate: z.object({
    recommended_selling_price: amount,
    total_rate: amount,
    saved_price: amount,
    base_rate: amount,
    tax_and_fees: amount,
    currency: currencyCode,
    wholesale_rate: amount.optional(),
    agency_markup: amount.optional(),
  }),
});
export type HotelDealV2 = z.infer<typeof hotelDealV2Schema>;

export const activityDealSchema = z.object({
  imageUrl: imageRef,
  title: text(),
  duration: text(60),
  isFreeCancellation: z.boolean(),
  rating: z.number().min(0).max(5),
  rates: dealRatesSchema,
  link: text(2000),
});
export type ActivityDeal = z.infer<typeof activityDealSchema>;

/** Spec §3 says 'veh or name'; answers carry name, veh is accepted for older producers. */
export const carDealSchema = z.object({
  vehiclePicture: imageRef,
  logo: imageRef,
  veh: text().optional(),
  name: text(),
  passangerCapacity: z.number().int().min(1),
  bagCapacity: z.number().int().min(0),
  noOfDoors: z.number().int().min(2),
  pickupLocation: text(),
  dropOffLocation: text(),
  rates: dealRatesSchema,
  link: text(2000),
});
export type CarDeal = z.infer<typeof carDealSchema>;
