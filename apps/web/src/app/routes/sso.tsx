import { useLoaderData } from 'react-router';
import { AccountTexts } from '../../features/account/components/account-card.tsx';
import { SsoPage } from '../../features/account/components/sso-page.tsx';

/** The router's loader says whether the sandbox identity provider may show (never in production). */
export function Component() {
  const { sandbox } = useLoaderData<{ sandbox: boolean }>();
  return (
    <AccountTexts>
      <SsoPage sandboxAllowed={sandbox} />
    </AccountTexts>
  );
}
