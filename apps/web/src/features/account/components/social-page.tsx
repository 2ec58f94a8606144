import { safeRedirectPath } from '@tripfront/domain/navigation/routes';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAgency } from '../../agency/index.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { AccountCard } from './account-card.tsx';
import { SocialButtons } from './social-buttons.tsx';

/**
 * /social: the sign-in entry that lists what this agency offers: "Continue with …" for each social
 * provider it offers (or a line saying it offers none), then the other ways (email, the agency's
 * single sign-on, sign up) as its flags allow.
 */
export function SocialPage() {
  const { t } = useAccountTranslation();
  const agency = useAgency();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;
  const ssoOnly = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
  const options = [
    agency.sso.isSSOEnabled && { key: 'sso', to: redirect ? `${paths.sso()}?navigateTo=${encodeURIComponent(redirect)}` : paths.sso(), label: t('social.sso') },
    !agency.isHideLoginOption && { key: 'email', to: paths.login(redirect), label: t('social.email') },
    !agency.isHideSignupOption && !ssoOnly && { key: 'signup', to: paths.signup(redirect), label: t('social.signup') },
  ].filter((option): option is { key: string; to: string; label: string } => Boolean(option));
  const offersSocial = agency.sso.socialProviders.length > 0;
  const afterSignIn = redirect ? safeRedirectPath(redirect, '') || null : null;

  return (
    <AccountCard title={t('social.title')} intro={options.length > 0 || offersSocial ? t('social.intro', { agency: agency.agencyName }) : undefined}>
      {offersSocial ? <SocialButtons navigateTo={afterSignIn} /> : <p>{t('social.noSocial', { agency: agency.agencyName })}</p>}
      {offersSocial && options.length > 0 && <p className="tf-account__divider">{t('social.divider')}</p>}
      {options.length > 0 && (
        <ul className="tf-account__options">
          {options.map((option, index) => (
            <li key={option.key}>
              <Link className={`tf-button ${index === 0 ? 'tf-button--primary' : 'tf-button--outline'}`} to={option.to}>
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {options.length === 0 && !offersSocial && (
        <>
          <h2>{t('social.noneTitle')}</h2>
          <p>{t('social.none', { agency: agency.agencyName })}</p>
        </>
      )}
    </AccountCard>
  );
}
