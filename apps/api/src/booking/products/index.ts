import type { Product } from '@tripfront/domain/booking/products';
import type { ActivitySupplier, CarSupplier, CruiseSupplier, FlightSupplier, InventorySupplier, ResortSupplier } from '@tripfront/suppliers';
import { HttpError } from '../../lib/http-errors.ts';
import type { BookingAdapter, BookingAdapters } from '../product.ts';
import { activityAdapter } from './activity/adapter.ts';
import { carAdapter } from './car/adapter.ts';
import { cruiseAdapter } from './cruise/adapter.ts';
import { flightAdapter } from './flight/adapter.ts';
import { hotelAdapter } from './hotel/adapter.ts';
import { resortAdapter } from './resort/adapter.ts';

/** The suppliers the products book on. */
export interface ProductSuppliers {
  /** Hotels (and the inventory behind deals and search). */
  supplier: InventorySupplier;
  flightSupplier: FlightSupplier;
  activitySupplier: ActivitySupplier;
  carSupplier: CarSupplier;
  cruiseSupplier: CruiseSupplier;
  resortSupplier: ResortSupplier;
}

/** The products this server books, each through its adapter on its supplier. */
export function bookingAdapters({
  supplier,
  flightSupplier,
  activitySupplier,
  carSupplier,
  cruiseSupplier,
  resortSupplier,
}: ProductSuppliers): BookingAdapters {
  return {
    hotel: hotelAdapter(supplier),
    flight: flightAdapter(flightSupplier),
    activity: activityAdapter(activitySupplier),
    car: carAdapter(carSupplier),
    cruise: cruiseAdapter(cruiseSupplier),
    resort: resortAdapter(resortSupplier),
  };
}

/** The adapter of a product, or a 400 naming the field when it is not bookable here yet. */
export function adapterOf(adapters: BookingAdapters, product: Product, field = 'product'): BookingAdapter {
  const adapter = adapters[product];
  if (!adapter) throw new HttpError(400, `${field}: ${product} bookings are not available yet.`, { field });
  return adapter;
}
