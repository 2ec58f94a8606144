import { useCurrentUser } from '../../auth/index.ts';
import { useProfileTranslation } from '../hooks/use-profile-translation.ts';
import { LanguageSection } from './language-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { SavedTravellersSection } from './saved-travellers-section.tsx';
import '../../../components/ui/form.css';
import './profile.css';

/** The signed-in user's profile: name and photo, saved travellers, language, password. Travellers (/mytrip/profile) and agents (/settings/profile) share it. */
export function ProfilePage() {
  const { t } = useProfileTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="tf-profile-page">
      <h1>{t('title')}</h1>
      <section className="tf-profile__panel" aria-labelledby="tf-profile-details">
        <h2 id="tf-profile-details">{t('details')}</h2>
        <ProfileDetailsForm key={user.id} user={user} />
      </section>
      <section className="tf-profile__panel" aria-labelledby="tf-profile-travellers">
        <h2 id="tf-profile-travellers">{t('travellers.heading')}</h2>
        <SavedTravellersSection />
      </section>
      <section className="tf-profile__panel" aria-labelledby="tf-profile-language">
        <h2 id="tf-profile-language">{t('language')}</h2>
        <LanguageSection />
      </section>
      <section className="tf-profile__panel" aria-labelledby="tf-profile-password">
        <h2 id="tf-profile-password">{t('password')}</h2>
        <PasswordForm email={user.personal_info.email} />
      </section>
    </div>
  );
}
