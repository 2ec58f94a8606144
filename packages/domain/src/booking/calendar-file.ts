import { addCalendarDays } from '../calendar.ts';
import { ROUTES } from '../navigation/routes.ts';
import type { BookingDetails } from './bookings.ts';

// "Add to calendar" (decision 0102): a booking of any product as an RFC 5545 calendar file. Pure
// text work, so the API answers it and a test pins every line. Hotel, resort and cruise stays are
// all-day events; flights, cars and activities are timed at the place's local clock (floating
// time: the supplier data names no time zone, and writing a local time as UTC would move it).

/** One event of the file; all-day events take dates, timed ones local times. */
export interface CalendarEvent {
  /** Stable per booking (and per flight slice), so importing the file again updates the event. */
  uid: string;
  summary: string;
  location?: string;
  description: string;
  url: string;
  /** All-day: 'YYYY-MM-DD' to 'YYYY-MM-DD' inclusive (written with DTEND the day after, exclusive). */
  allDay?: { first: string; last: string };
  /** Timed: local 'YYYY-MM-DDTHH:mm' start and a length in minutes. */
  timed?: { start: string; minutes: number };
  cancelled: boolean;
}

/** What every event needs beside the booking: where its page is, and when the file was made. */
export interface CalendarFileContext {
  /** The agency's canonical origin ('https://www.agency.example'), never the request's Host. */
  origin: string;
  /** When the booking was made (ISO): the events' DTSTAMP, so the same booking gives the same file. */
  stampedAt: string;
  agencyName: string;
}

/** A text value escaped for iCalendar (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): continuation lines start with one space,
 * which counts, and a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > 75) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += ch;
    size += n;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const compactDate = (date: string) => date.replaceAll('-', '');
/** 'YYYY-MM-DDTHH:mm' → 'YYYYMMDDTHHmm00' (floating local time). */
const compactLocal = (local: string) => `${compactDate(local.slice(0, 10))}T${local.slice(11, 13)}${local.slice(14, 16)}00`;
/** An ISO instant → 'YYYYMMDDTHHmmssZ'. */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** Minutes between two local 'YYYY-MM-DDTHH:mm' times read on one clock. */
const minutesBetween = (start: string, end: string) => Math.max(0, Math.round((Date.parse(`${end}:00Z`) - Date.parse(`${start}:00Z`)) / 60_000));

const duration = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 || h === 0 ? `${m}M` : ''}`;
};

/** The traveller's page of a booking on the agency's site. */
export const bookingPageUrl = (origin: string, reference: string) => `${origin}${ROUTES.traveller.trips}/${encodeURIComponent(reference)}`;

/** The events of a booking: one for a stay, a rental or an activity; one per slice of a flight. */
export function bookingEvents(b: BookingDetails, ctx: CalendarFileContext): CalendarEvent[] {
  const host = new URL(ctx.origin).host;
  const url = bookingPageUrl(ctx.origin, b.reference);
  const base = { uid: `${b.reference}@${host}`, url, description: `${b.reference}\n${url}`, cancelled: b.status === 'cancelled' };
  const where = (location: string | undefined) => (location ? { location } : {});
  switch (b.product) {
    case 'hotel':
      return [{ ...base, summary: b.hotel.name, ...where(b.hotel.address || b.location), allDay: { first: b.startDate, last: b.endDate } }];
    case 'resort':
      return [{ ...base, summary: b.resort.name, ...where(b.resort.subregionName), allDay: { first: b.resort.checkIn, last: b.resort.checkOut } }];
    case 'cruise':
      return [{ ...base, summary: b.cruise.title, ...where(b.cruise.departurePort), allDay: { first: b.cruise.departDate, last: b.cruise.returnDate } }];
    case 'car': {
      const { pickup, dropoff } = b.car;
      const description = `${base.description}\n${pickup.name} → ${dropoff.name}`;
      return [
        {
          ...base,
          description,
          summary: b.title,
          location: pickup.name,
          timed: { start: pickup.dateTime, minutes: minutesBetween(pickup.dateTime, dropoff.dateTime) },
        },
      ];
    }
    case 'activity': {
      const a = b.activity;
      return [{ ...base, summary: a.title, ...where(a.city), timed: { start: `${a.date}T${a.time}`, minutes: a.durationMinutes } }];
    }
    case 'flight':
      return b.flight.slices.map((s, i) => ({
        ...base,
        uid: `${b.reference}-${i + 1}@${host}`,
        summary: `${s.segments.map((seg) => seg.flightNumber).join(', ')} ${s.origin.iata} → ${s.destination.iata}`,
        location: `${s.origin.name} (${s.origin.iata})`,
        description: `${base.description}\n${s.origin.iata} ${s.departAt.replace('T', ' ')} → ${s.destination.iata} ${s.arriveAt.replace('T', ' ')}`,
        // Door-to-door length from the supplier, not arrival minus departure: the two are on different clocks.
        timed: { start: s.departAt, minutes: s.durationMinutes },
      }));
  }
}

/** The content lines of one event, unfolded. */
function eventLines(e: CalendarEvent, stamp: string): string[] {
  const when = e.allDay
    ? [`DTSTART;VALUE=DATE:${compactDate(e.allDay.first)}`, `DTEND;VALUE=DATE:${compactDate(addCalendarDays(e.allDay.last, 1))}`]
    : e.timed
      ? [`DTSTART:${compactLocal(e.timed.start)}`, `DURATION:${duration(e.timed.minutes)}`]
      : [];
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(e.allDay ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR of events, folded, CRLF line ends (RFC 5545). */
export function calendarFile(events: readonly CalendarEvent[], ctx: Pick<CalendarFileContext, 'stampedAt' | 'agencyName'>): string {
  const stamp = compactUtc(ctx.stampedAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Tripfront//${escapeText(ctx.agencyName)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The calendar file of a booking of any product. */
export const bookingCalendarFile = (b: BookingDetails, ctx: CalendarFileContext): string => calendarFile(bookingEvents(b, ctx), ctx);

/** The file name a booking's calendar file downloads as. */
export const calendarFileName = (reference: string) => `${reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
