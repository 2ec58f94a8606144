/** Calendar days from one local 'YYYY-MM-DDTHH:mm' to another (an arrival the next day is +1). */
export function calendarDaysBetween(from: string, to: string): number {
  const day = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return Math.round((day(to) - day(from)) / 86_400_000);
}
