import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { SignupPage } from '../../features/account/components/signup-page.tsx';

export function Component() {
  return (
    <AccountTexts>
      <SignupPage />
    </AccountTexts>
  );
}
