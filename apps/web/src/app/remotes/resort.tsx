import { BookingScreen } from './booking-screen.tsx';

/** The "resort" remote part (spec §1). Its search form, results, details and checkout (features/booking-resorts, issue #19). */
export default function ResortRemote() {
  return <BookingScreen />;
}
