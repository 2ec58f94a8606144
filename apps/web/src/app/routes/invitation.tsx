import i18next from 'i18next';
import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { InvitationPage } from '../../features/account/components/invitation-page.tsx';
import { PEOPLE_NS } from '../../features/people/index.ts';

// The invitation page shows the account form's texts and the people namespace's own.
export const loader = async () => {
  await i18next.loadNamespaces(PEOPLE_NS);
  return null;
};

export function Component() {
  return (
    <AccountTexts>
      <InvitationPage />
    </AccountTexts>
  );
}
