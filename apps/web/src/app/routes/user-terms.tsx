import { UserTermsPage } from '../../features/content/components/terms-page.tsx';
// By its file: the legal index is in the start-up chunk, the page and its sanitiser are not.
import { LegalPage } from '../../features/legal/components/legal-page.tsx';

/** /user-terms-and-conditions: the published users' terms, else the agency's Terms of use setting. */
export function Component() {
  return <UserTermsPage fallback={<LegalPage document="termsOfUse" />} />;
}
