import type { Product } from '@tripfront/domain/booking/products';
import type { InventorySupplier } from '@tripfront/suppliers';
import { HttpError } from '../../lib/http-errors.ts';
import type { BookingAdapter, BookingAdapters } from '../product.ts';
import { hotelAdapter } from './hotel/adapter.ts';

/** The products this server books, each through its adapter (flights, cars … join here). */
export function bookingAdapters(supplier: InventorySupplier): BookingAdapters {
  return { hotel: hotelAdapter(supplier) };
}

/** The adapter of a product, or a 400 naming the field when it is not bookable here yet. */
export function adapterOf(adapters: BookingAdapters, product: Product, field = 'product'): BookingAdapter {
  const adapter = adapters[product];
  if (!adapter) throw new HttpError(400, `${field}: ${product} bookings are not available yet.`, { field });
  return adapter;
}
