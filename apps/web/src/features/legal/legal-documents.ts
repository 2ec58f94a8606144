import { isPresent } from '@tripfront/domain/present';

export type LegalDocument = 'privacyPolicy' | 'cookiesPolicy' | 'disclaimer' | 'termsOfUse';

/** Which legal pages the agency has content for; the footer links only those. */
export function legalDocumentsOf(agency: Record<LegalDocument, string>): LegalDocument[] {
  return (['privacyPolicy', 'cookiesPolicy', 'disclaimer', 'termsOfUse'] as const).filter((key) => isPresent(agency[key]));
}
