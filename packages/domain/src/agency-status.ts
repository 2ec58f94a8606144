import type { Agency } from './agency.ts';

/**
 * Spec §3: an Inactive agency's site is blocked. The storefront shows the blocking modal; the API
 * refuses its writes and booking steps.
 */
export function agencyIsBlocked(agency: Pick<Agency, 'status'>): boolean {
  return agency.status === 'Inactive';
}

/** Title of the page when the agency sets none (spec §1). Zod-free: the shell applies it at start-up. */
export function pageTitle(agency: Pick<Agency, 'agencyName' | 'metaData'>): string {
  const title = agency.metaData.title.trim();
  return title !== '' ? title : `${agency.agencyName} Online Hotel, Flight, Car Booking Agency`;
}
