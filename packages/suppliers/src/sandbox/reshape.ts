import type { ActivityOffer, CarOffer, CruiseOffer, FlightOffer, HotelOffer, ResortOffer, SupplierRate } from '@tripfront/domain/inventory';
import { picture, wordmark } from './images.ts';
import type { RawActivity, RawCar, RawCruise, RawFlight, RawHotel, RawRate, RawResort } from './raw-types.ts';

// The sandbox's own shapes onto the domain's: the only place that knows both.

const usd = (cents: number) => ({ amountMinor: Math.round(cents), currency: 'USD' });

export const reshapeRate = (r: RawRate): SupplierRate => ({
  wholesaleBase: usd(r.net_cents),
  taxesAndFees: usd(r.tax_cents),
  publishedRate: usd(r.public_cents),
  recommendedSellingPrice: usd(r.suggested_cents),
});

export const reshapeHotel = (h: RawHotel, countryName: string): HotelOffer => ({
  id: h.hotel_id,
  name: h.hotel_name,
  stars: h.star_rating,
  heroImage: h.image,
  address: `${h.street}, ${h.city}, ${countryName}`,
  city: h.city,
  countryCode: h.country_code,
  latitude: h.lat,
  longitude: h.lon,
  distanceKm: h.distance_km,
  distanceFrom: h.distance_from,
  checkIn: h.check_in,
  checkOut: h.check_out,
  nights: h.nights,
  rooms: h.rooms,
  nightlyRate: usd(h.rate.net_cents / h.nights / h.rooms),
  rate: reshapeRate(h.rate),
});

/** '30 minutes', '2 hours', '2 hours 30 minutes', '1 day'. */
export function formatDuration(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : h === 1 ? '1 hour' : `${h} hours`;
  const mins = m === 0 ? '' : `${m} minutes`;
  return [hours, mins].filter(Boolean).join(' ');
}

export const reshapeActivity = (a: RawActivity): ActivityOffer => ({
  productCode: a.product_code,
  title: a.title,
  imageUrl: a.image,
  duration: formatDuration(a.duration_minutes),
  durationMinutes: a.duration_minutes,
  isFreeCancellation: a.free_cancellation,
  rating: a.review_score,
  reviewCount: a.review_count,
  city: a.city,
  countryCode: a.country_code,
  latitude: a.lat,
  longitude: a.lon,
  rate: reshapeRate(a.rate),
});

export const reshapeCar = (c: RawCar): CarOffer => ({
  id: c.car_id,
  name: `${c.model} or similar`,
  category: c.category,
  supplierName: c.vendor.name,
  logo: wordmark(c.vendor.name, c.vendor.colour, c.vendor.name === 'Hertz' ? '#111' : '#fff'),
  vehiclePicture: picture('car', c.image_seed),
  passengerCapacity: c.seats,
  bagCapacity: c.bags,
  doors: c.doors,
  transmission: c.automatic ? 'Automatic' : 'Manual',
  pickupLocation: c.pickup_name,
  dropOffLocation: c.dropoff_name,
  countryCode: c.country_code,
  pickUpDateTime: c.pickup_at,
  returnDateTime: c.return_at,
  rentalDays: c.days,
  rate: reshapeRate(c.rate),
});

const airportRef = (a: RawFlight['from']) => ({ iata: a.iata, name: a.name, city: a.city, countryCode: a.countryCode });

export const reshapeFlight = (f: RawFlight): FlightOffer => ({
  id: f.offer_id,
  airline: { iata: f.carrier.iata, name: f.carrier.name },
  flightNumber: `${f.carrier.iata}${f.number}`,
  origin: airportRef(f.from),
  destination: airportRef(f.to),
  departAt: f.depart_local,
  arriveAt: f.arrive_local,
  durationMinutes: f.minutes,
  stops: f.stops,
  cabin: 'Economy',
  rate: reshapeRate(f.rate),
});

export const reshapeCruise = (c: RawCruise): CruiseOffer => ({
  id: c.sailing_id,
  shipLine: c.line,
  shipName: c.ship,
  itineraryName: c.itinerary,
  departurePort: c.port,
  departDate: c.sails_on,
  nights: c.nights,
  image: picture('cruise', c.sailing_id),
  rate: reshapeRate(c.rate),
});

export const reshapeResort = (r: RawResort): ResortOffer => ({
  id: r.resort_id,
  name: r.name,
  stars: r.stars,
  image: picture('resort', r.resort_id),
  regionId: r.area.parent_id,
  subregionId: r.area.id,
  subregionName: r.area.name,
  themes: [...r.themes],
  latitude: r.lat,
  longitude: r.lon,
  distanceKm: r.distance_km,
  rate: reshapeRate(r.rate),
});
