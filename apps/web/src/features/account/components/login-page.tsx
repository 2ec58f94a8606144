import { afterLoginTarget } from '@tripfront/domain/navigation/redirects';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from './login-form.tsx';
import './login-page.css';

/** /login: email and password, then the `redirect` page (same-site paths only) or '/'. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  return (
    <div className="tf-container tf-page">
      <div className="tf-login tf-card">
        <h1>{t('login.title')}</h1>
        <p className="tf-login__intro">{t('login.intro')}</p>
        <LoginForm redirect={redirect} onSignedIn={() => navigate(afterLoginTarget(redirect), { replace: true })} />
      </div>
    </div>
  );
}
