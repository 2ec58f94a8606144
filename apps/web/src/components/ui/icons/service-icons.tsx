import type { ServiceKey } from '@tripfront/domain/booking/products';

/** Line drawings of each service (24×24, currentColor), decorative: the deals' tabs and banners, My Trips' bookings. */
const PATHS: Record<ServiceKey, string> = {
  hotels: 'M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5M7 12.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  flights: 'M10.5 13.5 3 11l1.5-1.5 8 .5 4-4c1-1 2.5-1.5 3.5-.5s.5 2.5-.5 3.5l-4 4 .5 8L14.5 22 12 14.5l-3 3v3L7.5 22l-1-3.5L3 17.5 4.5 16h3l3-2.5Z',
  cars: 'M5 17H3v-5l2-5h14l2 5v5h-2M5 12h14M7.5 19.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM16.5 19.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM9.5 17h5',
  activities: 'M4 8a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8ZM10 6v12',
  cruise: 'M3 16l2 4h14l2-4-9-3-9 3ZM6 14.5V9h12v5.5M9 9V5h6v4M2 21c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1',
  // A parasol over a lounger.
  resorts: 'M12 4c-4.5 0-8 2.5-8.5 6h17C20 6.5 16.5 4 12 4ZM12 4v2M12 10v7M5 20l2-3h10l2 3M7 17v-1.5h10V17',
};

export function ServiceIcon({ service, size = 24, className }: { service: ServiceKey; size?: number; className?: string }) {
  const d = PATHS[service];
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
