export * from './stay.ts';
export * from './hotel-api.ts';
export * from './hotel-offer.ts';
export * from './bookings.ts';
export * from './price.ts';
