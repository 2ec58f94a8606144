import { useCurrentUser } from '../../auth/index.ts';
import { useTravellerTranslation } from '../hooks/use-traveller-translation.ts';
import { LanguageSection } from './language-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';

/** /mytrip/profile: name and photo, language, password. */
export function ProfilePage() {
  const { t } = useTravellerTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="tf-profile-page">
      <h1>{t('profile.title')}</h1>
      <section className="tf-traveller__panel" aria-labelledby="tf-profile-details">
        <h2 id="tf-profile-details">{t('profile.details')}</h2>
        <ProfileDetailsForm key={user.id} user={user} />
      </section>
      <section className="tf-traveller__panel" aria-labelledby="tf-profile-language">
        <h2 id="tf-profile-language">{t('profile.language')}</h2>
        <LanguageSection />
      </section>
      <section className="tf-traveller__panel" aria-labelledby="tf-profile-password">
        <h2 id="tf-profile-password">{t('profile.password')}</h2>
        <PasswordForm email={user.personal_info.email} />
      </section>
    </div>
  );
}
