import { useLocation, useSearchParams } from 'react-router';
import { AccountCard } from './account-card.tsx';
import { SignupFlow, useSignupTarget } from './signup-form.tsx';

/** /signup: create a traveller account; the emailed link confirms it (spec §2, §4). */
export function SignupPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const target = useSignupTarget(params.get('redirect'), pathname);
  return (
    <SignupFlow
      target={target}
      frame={({ title, intro, children }) => (
        <AccountCard title={title} intro={intro}>
          {children}
        </AccountCard>
      )}
    />
  );
}
