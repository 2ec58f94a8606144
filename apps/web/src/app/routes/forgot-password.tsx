import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { ForgotPasswordPage } from '../../features/account/components/forgot-password-page.tsx';

export function Component() {
  return (
    <AccountTexts>
      <ForgotPasswordPage />
    </AccountTexts>
  );
}
