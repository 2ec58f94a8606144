import { isAgent, type NavUser } from '@tripfront/domain/navigation/roles';
import { activeServices, bookingPath, bookNowTarget } from '@tripfront/domain/navigation/services';
import type { ServiceKey } from '@tripfront/domain/booking/products';
import { useMemo } from 'react';
import { useAgency } from '../api/get-agency.ts';

export interface BookingLinks {
  /** First active service (spec §2 "Book Now"), or null when the agency sells nothing. */
  bookNow: string | null;
  /** Active services with their entry pages, in the agency's order (Product settings). */
  services: Array<{ service: ServiceKey; href: string }>;
}

/** Booking links for a user: agents get /v2 entry pages when the v2 flags are on (spec §2). */
export function useBookingLinks(user: Pick<NavUser, 'userType' | 'isTravelAgent'> | null): BookingLinks {
  const agency = useAgency();
  return useMemo(() => {
    const options = { isAgent: isAgent(user), enableHotelsV2: agency.enableHotelsV2, enableFlightsV2: agency.enableFlightsV2 };
    return {
      bookNow: bookNowTarget(agency.bookingMenuItemOptions, options),
      services: activeServices(agency.bookingMenuItemOptions).map((service) => ({ service, href: bookingPath(service, options) })),
    };
  }, [agency, user]);
}
