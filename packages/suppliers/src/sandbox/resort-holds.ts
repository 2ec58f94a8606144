/**
 * The agency desk's demo holds: a few resorts in different regions, weeks ahead of the day they are
 * first asked about; references are fixed. The resort supplier (resort-supplier.ts) makes each in
 * the unit store the first time hold-check or release names it, so they are released exactly once
 * like any other hold.
 */
export const DEMO_HOLDS = [
  { reference: 'RH-204817', area: 101, inDays: 30, nights: 5, guests: 2 },
  { reference: 'RH-318452', area: 501, inDays: 45, nights: 7, guests: 2 },
  { reference: 'RH-472093', area: 701, inDays: 60, nights: 4, guests: 4 },
] as const;
