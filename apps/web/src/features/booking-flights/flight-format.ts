/** Calendar days from one local 'YYYY-MM-DDTHH:mm' to another (an arrival the next day is +1). */
export function calendarDaysBetween(from: string, to: string): number {
  const day = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** The arrow from one place to the next, pointing the way the line reads: → left to right, ← in Arabic. */
export const routeArrow = (direction: 'ltr' | 'rtl'): string => (direction === 'rtl' ? '←' : '→');

/**
 * 'CDG → JFK → LHR'; right to left, each code isolated (U+2068 … U+2069) so the codes follow the
 * sentence's direction, first on the right, with ← between them, instead of one left-to-right run.
 */
export function routeLine(codes: readonly string[], direction: 'ltr' | 'rtl'): string {
  const shown = direction === 'rtl' ? codes.map((c) => `\u2068${c}\u2069`) : codes;
  return shown.join(` ${routeArrow(direction)} `);
}
