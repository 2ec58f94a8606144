import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { SocialPage } from '../../features/account/components/social-page.tsx';

export function Component() {
  return (
    <AccountTexts>
      <SocialPage />
    </AccountTexts>
  );
}
