import { isCheckoutOrigin, SIGNUP_SESSION_KEYS } from '@tripfront/domain/navigation/signup';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { storage } from '../../../lib/storage.ts';

/**
 * Call when a signup starts: from a checkout, correlationId, token or proposalId URL it stores the
 * URL, a timestamp and the checkout-redirect flag in session storage (spec §4 "Signup").
 */
export function useRememberCheckout(): () => void {
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (!isCheckoutOrigin(pathname, search)) return;
    storage.set('session', SIGNUP_SESSION_KEYS.url, `${pathname}${search}`);
    storage.set('session', SIGNUP_SESSION_KEYS.storedAt, String(Date.now()));
    storage.set('session', SIGNUP_SESSION_KEYS.flag, 'true');
  }, [pathname, search]);
}
