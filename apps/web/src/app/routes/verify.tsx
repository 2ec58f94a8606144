import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { VerifyPage } from '../../features/account/components/verify-page.tsx';

export function Component() {
  return (
    <AccountTexts>
      <VerifyPage />
    </AccountTexts>
  );
}
