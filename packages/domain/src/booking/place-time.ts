// A place's local time (decision 0097): a product starts and its cancellation deadlines fall at the
// place's wall-clock time, in its IANA zone ('Europe/Lisbon'), which the supplier gives with every
// offer. Pure, Intl only.

/** Spec §5's date (MMM DD, YYYY) in a language's locale; 'no' formats as Norwegian Bokmål. */
export const localeOf = (language: string | null | undefined): string => (language === 'no' ? 'nb' : language || 'en');

// Making an Intl.DateTimeFormat costs tens of microseconds, and one hotel search asks for the same
// few zones a few times per offer: each format is made once per zone and language, then reused
// (a bounded map; a supplier's odd zone names cannot grow it without end).
const FORMATS_KEPT = 1000;
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let made = formats.get(key);
  if (!made) {
    made = make();
    if (formats.size >= FORMATS_KEPT) formats.clear();
    formats.set(key, made);
  }
  return made;
}

/** Whether Intl knows a zone. */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    formatOf(`zone|${zone}`, () => new Intl.DateTimeFormat('en', { timeZone: zone }));
    return true;
  } catch {
    return false;
  }
}

// Reading an offset through formatToParts costs a few microseconds, and a search asks it several
// times per offer (each departure, each cancellation deadline). Offsets change only at a zone's
// transitions, months apart (never two within six hours): when the offset at the first and last
// second of a six-hour span agree, it holds for the whole span, and is kept for it (a bounded map).
const SPAN_MS = 6 * 60 * 60_000;
const OFFSETS_KEPT = 20_000;
const offsets = new Map<string, number>();

/** The zone's offset from UTC at `at`, in minutes (Lisbon in summer: 60). */
function offsetMinutes(timeZone: string, at: number): number {
  const span = Math.floor(at / SPAN_MS);
  const key = `${timeZone}|${span}`;
  const kept = offsets.get(key);
  if (kept !== undefined) return kept;
  const first = readOffsetMinutes(timeZone, span * SPAN_MS);
  const last = readOffsetMinutes(timeZone, (span + 1) * SPAN_MS - 1000);
  if (first !== last) return readOffsetMinutes(timeZone, at);
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  offsets.set(key, first);
  return first;
}

/** The offset as Intl reads it at `at` (to the second). */
function readOffsetMinutes(timeZone: string, at: number): number {
  const parts = formatOf(
    `clock|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  ).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000) / 60_000;
}

/**
 * The instant a wall-clock time is at a place: '2026-12-26', '16:30' in Europe/Lisbon is
 * 2026-12-26T16:30Z. In a spring-forward gap (02:30 that never happens) the time is read as after the change; without a known
 * zone the time reads as UTC.
 */
export function placeInstant(date: string, time: string, timeZone: string | null | undefined): Date {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (!isTimeZone(timeZone)) return new Date(wall);
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  const second = wall - offsetMinutes(timeZone, first) * 60_000;
  // In a gap no offset reads the clock back: the first guess (the clock moved on) stands.
  return new Date(second + offsetMinutes(timeZone, second) * 60_000 === wall ? second : first);
}

/** The calendar day (YYYY-MM-DD) an instant is at a place; UTC's without a known zone. */
export function placeDay(at: Date, timeZone: string | null | undefined): string {
  if (!isTimeZone(timeZone)) return at.toISOString().slice(0, 10);
  return formatOf(`day|${timeZone}`, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(at);
}

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: '2-digit', year: 'numeric' };

/** 'Dec 25, 2026, 4:30 PM': an instant at the place, spec §5's date and the time, in the language. */
export function formatPlaceDateTime(iso: string, timeZone: string | null | undefined, language: string | null | undefined): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const locale = localeOf(language);
  return formatOf(`when|${locale}|${zone}`, () => new Intl.DateTimeFormat(locale, { ...DATE, hour: 'numeric', minute: '2-digit', timeZone: zone })).format(
    new Date(iso),
  );
}

/** 'Dec 25, 2026': a calendar day (YYYY-MM-DD), spec §5's date, in the language. */
export function formatPlaceDay(day: string, language: string | null | undefined): string {
  const locale = localeOf(language);
  return formatOf(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { ...DATE, timeZone: 'UTC' })).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}
