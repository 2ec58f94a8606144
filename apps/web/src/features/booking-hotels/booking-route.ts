// A booking's page belongs to every product: features/booking is its one home (hotel-urls.ts reads it here).
export { BOOKING_DETAILS_ROUTE } from '../booking/index.ts';
