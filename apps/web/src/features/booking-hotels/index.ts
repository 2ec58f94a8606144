/**
 * Hotel booking screens (issue #7, spec §2): results, details, checkout with payment, confirmation,
 * and a booking's page with cancellation. The screens load with the booking routes that show them.
 */
export { bookingDetailsRoute } from './routes.tsx';
export type { HotelStep } from './components/hotel-booking-screen.tsx';
