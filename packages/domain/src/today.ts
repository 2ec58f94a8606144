import type { CalendarDate } from './calendar.ts';

// "Today" of a search or booking request: the date at the destination, the traveller's own zone
// (the request's timeZone header) only as far as it is a date it can be there. The past-date,
// same-day and look-ahead rules all count from it; requestToday is the one way the API reads it.

/** Today's calendar date in an IANA time zone ('Europe/Paris'); UTC when the zone is missing or unknown. */
export function todayIn(timeZone: string | undefined, now: Date): string {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
      const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${get('year')}-${get('month')}-${get('day')}`;
    } catch {
      // an unknown zone: fall through to UTC
    }
  }
  return now.toISOString().slice(0, 10);
}

const HOUR_MS = 3_600_000;
/** The calendar date at a fixed offset from UTC, in hours (fractions allowed). */
export const dateAtOffset = (now: Date, hours: number): string => new Date(now.getTime() + hours * HOUR_MS).toISOString().slice(0, 10);

/** Civil time zones run at most this far behind a place's solar time (longitude / 15 h)… */
export const CIVIL_BEHIND_SOLAR_HOURS = 1;
/** …and at most this far ahead of it, summer time included (Spain, western China, Argentina). */
export const CIVIL_AHEAD_OF_SOLAR_HOURS = 3;

/**
 * The dates it can be today at a place of this longitude, whatever its civil time zone: from the
 * date at its solar time less an hour to the date at its solar time plus three. Without a place,
 * every date it is somewhere on Earth (UTC−12 to UTC+14).
 */
export function plausibleTodays(now: Date, longitude?: number): { earliest: string; latest: string } {
  if (longitude === undefined || !Number.isFinite(longitude)) return { earliest: dateAtOffset(now, -12), latest: dateAtOffset(now, 14) };
  const solar = longitude / 15;
  return {
    earliest: dateAtOffset(now, Math.max(-12, solar - CIVIL_BEHIND_SOLAR_HOURS)),
    latest: dateAtOffset(now, Math.min(14, solar + CIVIL_AHEAD_OF_SOLAR_HOURS)),
  };
}

/**
 * "Today" for the past-date and same-day rules: the destination's (the client's timeZone
 * header alone once let `Etc/GMT+12` book yesterday). The traveller's zone (timeZone header)
 * is used only as far as it is a date it can be at the destination; without it, the destination's
 * solar date. So a check-in the destination has already left behind is refused whatever the header.
 */
export function destinationToday(input: { now: Date; longitude?: number | undefined; clientTimeZone?: string | undefined }): string {
  const { now, longitude, clientTimeZone } = input;
  const { earliest, latest } = plausibleTodays(now, longitude);
  const wanted = clientTimeZone ? todayIn(clientTimeZone, now) : longitude !== undefined ? dateAtOffset(now, longitude / 15) : todayIn(undefined, now);
  return wanted < earliest ? earliest : wanted > latest ? latest : wanted;
}

/** A request's headers as Node reads them; `timezone` is the traveller's IANA zone, when the web app sends it. */
export type TodayHeaders = { readonly [name: string]: string | string[] | undefined };

/**
 * The request's today: the destination's (at `longitude`, the search point or the product's
 * place), with the traveller's timeZone header within the dates it can be there. Without a
 * longitude, the loosest today (any date it is somewhere on Earth): callers check again once the
 * supplier has named the place.
 */
export function requestToday(headers: TodayHeaders, longitude?: number, now: Date = new Date()): CalendarDate {
  const zone = headers['timezone'];
  return destinationToday({ now, longitude, clientTimeZone: typeof zone === 'string' ? zone : undefined });
}
