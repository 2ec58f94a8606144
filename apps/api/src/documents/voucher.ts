import type { Agency, LanguageCode } from '@tripfront/domain';
import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { documentContext, type DocumentContext } from './common.ts';

// A booking's voucher: what the traveller shows and the supplier needs to see (references, names,
// dates, where, what to bring), in the reader's language, from the booking as My Trips shows it
// (booking/present.ts toDetails, traveller's view: no agent price rows).

type Rows = [string, string | null | undefined][];
const names = (people: readonly { firstName?: string; lastName?: string; givenName?: string; familyName?: string }[]) =>
  people.map((p) => `${p.firstName ?? p.givenName ?? ''} ${p.lastName ?? p.familyName ?? ''}`.trim()).join(', ');

/** Guests of a hotel's rooms from their occupancy ('2', '2-5,7': adults, then children's ages). */
const hotelGuests = (occupancy: readonly string[]) =>
  occupancy.reduce((sum, room) => {
    const [adults = '0', ages = ''] = room.split('-');
    return sum + (Number(adults) || 0) + ages.split(',').filter(Boolean).length;
  }, 0);

/** The product's own facts: where, when, who, and its own references. */
function productSections(c: DocumentContext, b: BookingDetails): void {
  const t = c.texts;
  const l = c.layout;
  switch (b.product) {
    case 'hotel':
      l.section(b.hotel.name).fields([
        [t.address, b.hotel.address],
        [t.checkIn, c.date(b.startDate)],
        [t.checkOut, c.date(b.endDate)],
        [t.dates, t.nights(b.nights)],
        [t.room, b.rooms > 1 ? `${b.rooms} × ${b.room.name}` : b.room.name],
        [t.rate, b.ratePlan.name],
        [t.guests, String(hotelGuests(b.occupancy) || b.rooms)],
        [t.specialRequests, b.specialRequests],
        [t.dueAtProperty, b.dueAtProperty ? c.money(b.dueAtProperty) : null],
      ] satisfies Rows);
      return;
    case 'flight': {
      const f = b.flight;
      l.section(b.title).fields([
        [t.airlineReference, f.recordLocator],
        [t.rate, `${f.owner.name} ${f.fareBrand}`],
      ] satisfies Rows);
      l.table(
        [
          { title: t.flights, share: 0.2 },
          { title: t.route, share: 0.4 },
          { title: t.time, share: 0.4 },
        ],
        f.slices.flatMap((slice) =>
          slice.segments.map((s) => [
            s.flightNumber,
            `${s.origin.city} (${s.origin.iata}) → ${s.destination.city} (${s.destination.iata})`,
            `${c.localDateTime(s.departAt)} → ${c.localDateTime(s.arriveAt)}`,
          ]),
        ),
      );
      l.fields([[t.passengers, names(b.passengers)]] satisfies Rows);
      return;
    }
    case 'activity': {
      const a = b.activity;
      l.section(a.title).fields([
        [t.dates, c.date(a.date)],
        [t.time, a.time],
        [t.duration, a.duration],
        [t.meetingPoint, [a.meetingPoint.name, a.meetingPoint.address].filter(Boolean).join(', ')],
        [t.participants, names(a.participantNames)],
      ] satisfies Rows);
      return;
    }
    case 'car': {
      const car = b.car;
      l.section(b.title).fields([
        [t.confirmationNumber, car.confirmationNumber],
        [t.rentalCompany, car.supplier.name],
        [t.pickUp, `${car.pickup.name}, ${c.localDateTime(car.pickup.dateTime)}`],
        [t.dropOff, `${car.dropoff.name}, ${c.localDateTime(car.dropoff.dateTime)}`],
        [t.driver, names([b.driver])],
        [t.counterInstructions, car.pickupInstructions],
        [t.dueAtPickup, car.dueAtPickup ? c.money(car.dueAtPickup) : null],
      ] satisfies Rows);
      return;
    }
    case 'cruise': {
      const cr = b.cruise;
      l.section(cr.title).fields([
        [t.ship, `${cr.ship} (${cr.line.name})`],
        [t.departurePort, cr.departurePort],
        [t.dates, `${c.dateRange(cr.departDate, cr.returnDate)} (${t.nights(cr.nights)})`],
        [t.cabin, t.cabins[cr.category]],
        [t.guests, names(cr.guestNames)],
      ] satisfies Rows);
      return;
    }
    case 'resort': {
      const r = b.resort;
      l.section(r.name).fields([
        [t.resortReference, r.referenceNumber],
        [t.address, r.subregionName],
        [t.checkIn, c.date(r.checkIn)],
        [t.checkOut, c.date(r.checkOut)],
        [t.dates, t.nights(r.nights)],
        [t.room, r.roomName],
        [t.guests, String(r.adults + r.children)],
        [t.specialRequests, b.specialRequests],
      ] satisfies Rows);
      return;
    }
  }
}

/** The voucher of a booking as a PDF, in `language`, in the agency's branding. */
export function voucherPdf(booking: BookingDetails, agency: Agency, language: LanguageCode): Promise<Buffer> {
  const c = documentContext(agency, language, `${booking.title} (${booking.reference})`);
  const t = c.texts;
  const l = c.layout;
  l.header(t.voucher, [`${t.reference}: ${booking.reference}`, c.dateRange(booking.startDate, booking.endDate)]);
  if (booking.status === 'cancelled') l.notice(t.cancelled);
  const guest = booking.leadGuest;
  l.fields([
    [t.reference, booking.reference],
    [t.supplierReference, booking.supplierReference],
    [t.leadTraveller, `${guest.firstName} ${guest.lastName}`],
    [t.email, guest.email],
    [t.phone, guest.phone],
  ] satisfies Rows);
  productSections(c, booking);
  l.section(t.instructionsTitle).paragraph(t.instructions[booking.product]);
  l.section(t.cancellationPolicy).paragraph(booking.cancellationPolicy.description);
  l.totals([[t.totalPaid, c.money(booking.total)]]);
  return l.finish();
}
