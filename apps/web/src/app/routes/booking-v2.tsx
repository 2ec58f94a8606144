import { BookingScreen } from '../remotes/booking-screen.tsx';

/** /booknow/hotels/v2* and /booknow/flights/v2* are served by the host itself (spec §2). */
export function Component() {
  return <BookingScreen />;
}
