export * from './stay.ts';
export * from './hotel-api.ts';
export * from './bookings.ts';
export * from './price.ts';
