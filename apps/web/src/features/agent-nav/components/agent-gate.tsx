import { canReadNavItem, isAgent, type NavPermissionKey } from '@tripfront/domain/navigation/roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../auth/index.ts';

interface AgentGateProps {
  /** The navigation item whose read permission the page needs (spec §6), if any. */
  permission?: NavPermissionKey;
  /** The page's own words: for someone who is not an agent, and for an agent whose read permission is off. */
  messages: { agentsOnly: string; noPermission?: string };
  /** The notice's class (its page's styles). */
  noticeClassName?: string;
  children: ReactNode;
}

/**
 * The agent area's one gate (spec §6): a signed-out person goes to log in (signing out in another
 * tab leaves the page), a traveller is told the page is for agents, an agent whose read permission
 * is off is told so; the API refuses the same people (403), the page explains instead of failing.
 */
export function AgentGate({ permission, messages, noticeClassName, children }: AgentGateProps) {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={paths.login(`${pathname}${search}`)} replace />;
  let notice: string | null = null;
  if (!isAgent(user)) notice = messages.agentsOnly;
  else if (permission && !canReadNavItem(user, permission)) notice = messages.noPermission ?? messages.agentsOnly;
  if (notice === null) return <>{children}</>;
  return (
    <p className={noticeClassName} role="alert">
      {notice}
    </p>
  );
}

interface AgentPageProps {
  /** The page's own class (its styles). */
  className: string;
  title: string;
  description: string;
  /** The navigation item whose read permission the page needs. */
  permission: NavPermissionKey;
  messages: { agentsOnly: string; noPermission: string };
  children: ReactNode;
}

/** A back-office page behind one read permission: its heading and lede, then the gate around its body. */
export function AgentPage({ className, title, description, permission, messages, children }: AgentPageProps) {
  return (
    <div className={className}>
      <header className="tf-settings__header">
        <h1>{title}</h1>
        <p className="tf-settings__lede">{description}</p>
      </header>
      <AgentGate permission={permission} messages={messages} noticeClassName="tf-settings__notice">
        {children}
      </AgentGate>
    </div>
  );
}
