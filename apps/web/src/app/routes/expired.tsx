import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { ExpiredPage } from '../../features/account/components/expired-page.tsx';

export function Component() {
  return (
    <AccountTexts>
      <ExpiredPage />
    </AccountTexts>
  );
}
