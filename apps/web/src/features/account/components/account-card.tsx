import type { ReactNode } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import './account.css';

/** The frame of every account screen: a centred card with a heading; waits for the namespace. */
export function AccountCard({ title, intro, wide, children }: { title: ReactNode; intro?: ReactNode; wide?: boolean; children?: ReactNode }) {
  return (
    <div className="tf-container tf-page">
      <div className={`tf-account tf-card${wide ? ' tf-account--wide' : ''}`}>
        <h1>{title}</h1>
        {intro && <p className="tf-account__intro">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

/** Renders `children` once the account texts are loaded (they load on first use). */
export function AccountTexts({ children }: { children: ReactNode }) {
  const { ready } = useAccountTranslation();
  if (!ready) {
    return (
      <div className="tf-container tf-page">
        <LoadingStatus>…</LoadingStatus>
      </div>
    );
  }
  return children;
}
