import { useCurrentUser } from '../../auth/index.ts';
import { useSupportTranslation } from '../hooks/use-support-translation.ts';
import { AgencyContact } from './agency-contact.tsx';
import { SupportForm } from './support-form.tsx';
import { SupportRequests } from './support-requests.tsx';
import './support.css';

/** /settings/support (issue #15), for every agent: a request to the platform operator, earlier requests, the agency's own contact details. */
export function SupportPage() {
  const { t } = useSupportTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="tf-settings">
      <header className="tf-settings__header">
        <h1>{t('title')}</h1>
        <p className="tf-settings__lede">{t('description')}</p>
      </header>
      <div className="tf-support-settings">
        <div className="tf-support-settings__main">
          <SupportForm email={user.personal_info.email} />
          <SupportRequests />
        </div>
        <AgencyContact />
      </div>
    </div>
  );
}
