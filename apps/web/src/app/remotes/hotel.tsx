import { BookingScreen } from './booking-screen.tsx';

/** The "hotel" remote part (spec §1). Its search forms are built; its other screens come with other issues and show what they will offer. */
export default function HotelRemote() {
  return <BookingScreen />;
}
