import type { ReactNode } from 'react';
import './status.css';

/** A polite live region for loading text. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p className="tf-status" role="status">
      <span className="tf-status__spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

/** A centred message for empty, disabled and error states. */
export function EmptyState({ title, children, role }: { title: ReactNode; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div className="tf-empty" role={role}>
      <h1 className="tf-empty__title">{title}</h1>
      {children}
    </div>
  );
}
