import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAgency } from '../../agency/index.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';

import { AccountCard } from './account-card.tsx';

/**
 * /social: the sign-in entry that lists what this agency offers. Agency data names no social
 * identity providers (its social links are profile pages), so none is offered and the page says
 * so; the ways that do exist (email, the agency's single sign-on, sign up) follow its flags.
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

  return (
    <AccountCard title={t('social.title')} intro={options.length > 0 ? t('social.intro', { agency: agency.agencyName }) : undefined}>
      <p>{t('social.noSocial', { agency: agency.agencyName })}</p>
      {options.length > 0 ? (
        <ul className="tf-account__options">
          {options.map((option, index) => (
            <li key={option.key}>
              <Link className={`tf-button ${index === 0 ? 'tf-button--primary' : 'tf-button--outline'}`} to={option.to}>
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <h2>{t('social.noneTitle')}</h2>
          <p>{t('social.none', { agency: agency.agencyName })}</p>
        </>
      )}
    </AccountCard>
  );
}
