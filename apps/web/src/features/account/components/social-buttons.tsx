import type { SignInProvider, SocialProvider } from '@tripfront/domain';
import { signInStartPath } from '@tripfront/domain/navigation/sign-in-start';
import type { ReactNode } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { rememberSignInAttempt } from '../sign-in-attempt.ts';
import { TermsConsent } from './terms-consent.tsx';
import './account.css';
import './social-buttons.css';

const NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', microsoft: 'Microsoft', apple: 'Apple' };

/** The providers' marks, drawn here (nothing is fetched from them); decorative: the button's text names the provider. */
const ICONS: Readonly<Record<SocialProvider, ReactNode>> = {
  google: (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  ),
  microsoft: (
    <svg viewBox="0 0 21 21" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#F25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
      <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
      <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
    </svg>
  ),
  apple: (
    <svg viewBox="0 0 814 1000" width="18" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M788.1 340.9c-5.8 4.5-108.2 62.2-108.2 190.5 0 148.4 130.3 200.9 134.2 202.2-.6 3.2-20.7 71.9-68.7 141.9-42.8 61.6-87.5 123.1-155.5 123.1s-85.5-39.5-164-39.5c-76.5 0-103.7 40.8-165.9 40.8s-105.6-57-155.5-127C46.7 790.7 0 663 0 541.8c0-194.4 126.4-297.5 250.8-297.5 66.1 0 121.2 43.4 162.7 43.4 39.5 0 101.1-46 176.3-46 28.5 0 130.9 2.6 198.3 99.2zm-234-181.5c31.1-36.9 53.1-88.1 53.1-139.3 0-7.1-.6-14.3-1.9-20.1-50.6 1.9-110.8 33.7-147.1 75.8-28.5 32.4-55.1 83.6-55.1 135.5 0 7.8 1.3 15.6 1.9 18.1 3.2.6 8.4 1.3 13.6 1.3 45.4 0 102.5-30.4 135.5-71.3z"
      />
    </svg>
  ),
};

/**
 * "Continue with Google / Microsoft / Apple" for each social provider the agency offers (public
 * `sso.socialProviders`); nothing when it offers none. Each is a link to the server's start URL, which
 * sends the browser to the provider and, once signed in, back to `navigateTo`. A first sign-in makes
 * an account: the terms it accepts are said under the buttons.
 */
export function SocialButtons({ navigateTo, divider = false }: { navigateTo?: string | null; divider?: boolean }) {
  const { t, ready } = useAccountTranslation();
  const { socialProviders } = useAgency().sso;
  if (!ready || socialProviders.length === 0) return null;
  return (
    <div className="tf-social">
      {divider && <p className="tf-account__divider">{t('social.divider')}</p>}
      <ul className="tf-social__list">
        {socialProviders.map((provider) => (
          <li key={provider}>
            <a
              className={`tf-button tf-social__button tf-social__button--${provider}`}
              href={signInStartPath(provider, navigateTo)}
              onClick={() => rememberSignInAttempt(provider satisfies SignInProvider, navigateTo ?? null)}
            >
              {ICONS[provider]}
              <span>{t('social.continueWith', { provider: NAMES[provider] })}</span>
            </a>
          </li>
        ))}
      </ul>
      <TermsConsent />
    </div>
  );
}
