// The sandbox's own calendar: what its price model needs beyond the domain's calendar maths
// (addCalendarDays, nightsBetween in @tripfront/domain/calendar, which every sandbox file uses).
// In UTC so the machine's time zone never matters.

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (isoDate: string): number => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay();
/** 1–12. */
export const monthOf = (isoDate: string): number => Number(isoDate.slice(5, 7));

/** 'YYYY-MM-DDTHH:mm' plus `minutes`, wall-clock. */
export function addMinutes(localDateTime: string, minutes: number): string {
  const ms = Date.parse(`${localDateTime.slice(0, 16)}:00Z`) + minutes * 60_000;
  return new Date(ms).toISOString().slice(0, 16);
}

/** Seasonal demand: northern summer and the year-end holidays cost more; flipped south of the equator. */
export function seasonFactor(isoDate: string, latitude: number): number {
  const month = monthOf(isoDate);
  const m = latitude < -10 ? ((month + 5) % 12) + 1 : month;
  return [0.9, 0.9, 0.95, 1.0, 1.05, 1.15, 1.2, 1.2, 1.05, 1.0, 0.95, 1.1][m - 1] ?? 1;
}
