import { isOwnerOrAdmin } from '@tripfront/domain/navigation/roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSubscriptionTranslation } from '../hooks/use-subscription-translation.ts';

/**
 * The subscription pages are the agency owner's and admins' (the API refuses anyone else with 403):
 * a signed-out person goes to log in, anyone else is told who may manage the subscription.
 */
export function OwnerGate({ children }: { children: ReactNode }) {
  const { t } = useSubscriptionTranslation();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={paths.login(`${pathname}${search}`)} replace />;
  if (!isOwnerOrAdmin(user)) {
    return (
      <p className="tf-subscription__notice" role="alert">
        {t('ownerOnly')}
      </p>
    );
  }
  return <>{children}</>;
}
