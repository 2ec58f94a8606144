import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { useLocation } from 'react-router';
import { useAgency } from '../../agency/index.ts';

/** Where Log In goes from the current page (spec §4 "Login redirect"). */
export function useLoginHref(): string {
  const agency = useAgency();
  const { pathname, search } = useLocation();
  return loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname, search });
}
