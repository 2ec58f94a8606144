import type { BookingMenuItem } from '../agency.ts';
import { shareRedirectsEnabled } from './redirects.ts';
import { isServiceActive } from './services.ts';

export interface HostRouteFlags {
  /** /blog/share and /destination/share redirect (spec §2). */
  shareRedirects: boolean;
  /** /top-destination and /destination exist. */
  topDestinations: boolean;
  /** /booknow/resort* exists. */
  resorts: boolean;
}

/** Which conditional host routes of spec §2 exist for an agency in an environment. */
export function hostRouteFlags(
  agency: { displayTopDestinations: boolean; bookingMenuItemOptions: readonly BookingMenuItem[] },
  environment: string,
): HostRouteFlags {
  return {
    shareRedirects: shareRedirectsEnabled(environment),
    topDestinations: agency.displayTopDestinations,
    resorts: isServiceActive(agency.bookingMenuItemOptions, 'resorts'),
  };
}
