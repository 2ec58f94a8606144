import type { CarouselService, DealLocation, DealPriceSource } from '@tripfront/domain/deals/deal-display';
import { hotelV2DealHref } from '@tripfront/domain/deals/deal-display';
import { dealPicture } from '@tripfront/domain/deals/home-deal-requests';
import type { ActivityDeal, CarDeal, HotelDealV1, HotelDealV2 } from '@tripfront/domain/deals/deal-answers';
import { CAR_DEAL_DEFAULTS, HOTEL_DEAL_DEFAULTS } from '@tripfront/domain/deals/deal-searches';

/** A line of facts under a card title. */
export type DealFact =
  | { kind: 'distance'; km: number; from: string }
  | { kind: 'duration'; text: string }
  | { kind: 'freeCancellation' }
  | { kind: 'seats' | 'bags' | 'doors'; count: number }
  | { kind: 'pickup'; location: string };

/** What the price is for: the stay, the rental or one adult. */
export type PriceNote = { kind: 'stay'; nights: number; adults: number } | { kind: 'rental'; days: number } | { kind: 'perAdult' };

/** One card of the carousel, whatever the service and answer shape. */
export interface DealCardModel {
  key: string;
  service: CarouselService;
  title: string;
  image: string;
  /** Rental company logo (cars). */
  logo: string | null;
  /** Hotel star rating. */
  stars: number | null;
  /** Review score out of 5 (activities). */
  rating: number | null;
  facts: DealFact[];
  href: string;
  price: DealPriceSource;
  priceNote: PriceNote;
}

/** The deals of one tab, and the supplier's reason when the list came back empty. */
export interface DealList {
  cards: DealCardModel[];
  message: string | null;
}

const stay: PriceNote = { kind: 'stay', nights: HOTEL_DEAL_DEFAULTS.nights, adults: HOTEL_DEAL_DEFAULTS.adults };

export function hotelV1Card(deal: HotelDealV1, index: number): DealCardModel {
  const details = deal.hotel.hotelDetails;
  return {
    key: `hotel-${index}-${deal.link}`,
    service: 'hotels',
    title: details.name,
    image: dealPicture('hotels-v1', deal),
    logo: null,
    stars: deal.rating > 0 ? Math.round(deal.rating) : null,
    rating: null,
    facts: [{ kind: 'distance', km: details.distance, from: details.distanceFrom }],
    href: deal.link,
    price: { version: 'v1', rates: deal.rates },
    priceNote: stay,
  };
}

export interface HotelV2Context {
  /** Stay of the deal search, for the View Deal link. */
  checkIn: string;
  checkOut: string;
  location: DealLocation;
}

export function hotelV2Card(deal: HotelDealV2, index: number, context: HotelV2Context): DealCardModel {
  return {
    key: `hotel-v2-${index}-${deal.property_id}`,
    service: 'hotels',
    title: deal.name,
    image: dealPicture('hotels-v2', deal),
    logo: null,
    stars: deal.ratings.star_rating > 0 ? Math.round(deal.ratings.star_rating) : null,
    rating: null,
    facts: [],
    href: hotelV2DealHref({
      propertyId: deal.property_id,
      checkIn: context.checkIn,
      checkOut: context.checkOut,
      latitude: context.location.latitude,
      longitude: context.location.longitude,
    }),
    price: { version: 'v2', rates: deal.rate },
    priceNote: stay,
  };
}

export function activityCard(deal: ActivityDeal, index: number): DealCardModel {
  return {
    key: `activity-${index}-${deal.link}`,
    service: 'activities',
    title: deal.title,
    image: dealPicture('activities', deal),
    logo: null,
    stars: null,
    rating: deal.rating > 0 ? deal.rating : null,
    facts: [{ kind: 'duration', text: deal.duration }, ...(deal.isFreeCancellation ? [{ kind: 'freeCancellation' } as const] : [])],
    href: deal.link,
    price: { version: 'v1', rates: deal.rates },
    priceNote: { kind: 'perAdult' },
  };
}

export function carCard(deal: CarDeal, index: number): DealCardModel {
  return {
    key: `car-${index}-${deal.link}`,
    service: 'cars',
    title: deal.veh ?? deal.name,
    image: dealPicture('cars', deal),
    logo: deal.logo,
    stars: null,
    rating: null,
    facts: [
      { kind: 'seats', count: deal.passangerCapacity },
      { kind: 'bags', count: deal.bagCapacity },
      { kind: 'doors', count: deal.noOfDoors },
      { kind: 'pickup', location: deal.pickupLocation },
    ],
    href: deal.link,
    price: { version: 'v1', rates: deal.rates },
    priceNote: { kind: 'rental', days: CAR_DEAL_DEFAULTS.nights },
  };
}
