import { safeRedirectPath } from '@tripfront/domain/navigation/routes';
import { signInProviderSchema, type SignInProvider } from '@tripfront/domain';
import { signInStartPath } from '@tripfront/domain/navigation/sign-in-start';
import { storage } from '../../lib/storage.ts';

/** Session entry: the provider sign-in this tab started last, so /sso?error=… can start it again. */
const KEY = 'tf.signInAttempt';

export interface SignInAttempt {
  provider: SignInProvider;
  navigateTo: string | null;
}

export function rememberSignInAttempt(provider: SignInProvider, navigateTo: string | null): void {
  storage.set('session', KEY, JSON.stringify({ provider, navigateTo }));
}

function lastSignInAttempt(): SignInAttempt | null {
  try {
    const raw = JSON.parse(storage.get('session', KEY) ?? 'null') as Partial<SignInAttempt> | null;
    const provider = signInProviderSchema.safeParse(raw?.provider);
    if (!provider.success) return null;
    const navigateTo = typeof raw?.navigateTo === 'string' ? safeRedirectPath(raw.navigateTo, '') || null : null;
    return { provider: provider.data, navigateTo };
  } catch {
    return null;
  }
}

/**
 * Where "Try again" on a failed sign-in goes: the same provider as the attempt this tab started
 * (back to the same page), else the agency's own provider when single sign-on is on, else null
 * (the page offers the ways to sign in instead).
 */
export function retrySignInPath(sso: { isSSOEnabled: boolean }): string | null {
  const last = lastSignInAttempt();
  if (last) return signInStartPath(last.provider, last.navigateTo);
  return sso.isSSOEnabled ? signInStartPath('oidc') : null;
}
