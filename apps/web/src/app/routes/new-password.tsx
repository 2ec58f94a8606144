import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { NewPasswordPage } from '../../features/account/components/new-password-page.tsx';

export function Component() {
  return (
    <AccountTexts>
      <NewPasswordPage />
    </AccountTexts>
  );
}
