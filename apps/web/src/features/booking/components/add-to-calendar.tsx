import { useBookingTranslation } from '../hooks/use-booking-translation.ts';

/** GET /api/bookings/{reference}/calendar.ics: the booking as an iCalendar file (decision 0102). */
export const calendarFileUrl = (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/calendar.ics`;

/**
 * "Add to calendar": a plain download link, so the browser sends the session cookie and hands the
 * file to the traveller's calendar app; it works without JavaScript once the page is shown.
 */
export function AddToCalendar({ reference }: { reference: string }) {
  const { t } = useBookingTranslation();
  return (
    <a className="tf-button tf-button--outline" href={calendarFileUrl(reference)} download={`${reference}.ics`} type="text/calendar">
      {t('booking.addToCalendar')}
    </a>
  );
}
