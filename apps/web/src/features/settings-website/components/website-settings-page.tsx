import { SettingsPage } from '../../settings/index.ts';
import { useWebsiteTranslation } from '../hooks/use-website-translation.ts';
import { WebsiteForm } from './website-form.tsx';

/** /settings/website/: the agency's storefront, for the owner and admins (spec §6). */
export function WebsiteSettingsPage() {
  const { t } = useWebsiteTranslation();
  return (
    <SettingsPage title={t('title')} description={t('description')}>
      {(settings) => <WebsiteForm settings={settings} />}
    </SettingsPage>
  );
}
