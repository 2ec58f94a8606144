import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { ExpiryPage } from '../../features/account/components/expiry-page.tsx';

export function Component() {
  return (
    <AccountTexts>
      <ExpiryPage />
    </AccountTexts>
  );
}
