import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { DevMailPage } from '../../features/account/components/dev-mail-page.tsx';

export function Component() {
  return (
    <AccountTexts>
      <DevMailPage />
    </AccountTexts>
  );
}
