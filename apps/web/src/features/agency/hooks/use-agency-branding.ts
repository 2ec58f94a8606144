import type { PublicAgency } from '@tripfront/domain/agency';
import { pageTitle } from '@tripfront/domain/agency-status';
import { useEffect } from 'react';
import { applyTheme } from '../apply-theme.ts';

/**
 * Keeps the document's branding (theme colours, title, favicon) in step with the agency. The server
 * writes them into the page; after an owner saves the settings the agency is fetched again and the
 * page follows without a reload.
 */
export function useAgencyBranding(agency: Pick<PublicAgency, 'primaryColor' | 'agencyName' | 'metaData' | 'favicon'>): void {
  const { primaryColor, favicon } = agency;
  const title = pageTitle(agency);
  useEffect(() => applyTheme(primaryColor), [primaryColor]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = favicon;
  }, [favicon]);
}
