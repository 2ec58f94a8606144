import type { Agency } from './agency.ts';

/**
 * Spec §3: an Inactive agency's site is blocked. The storefront shows the blocking modal; the API
 * refuses its writes and booking steps.
 */
export function agencyIsBlocked(agency: Pick<Agency, 'status'>): boolean {
  return agency.status === 'Inactive';
}
