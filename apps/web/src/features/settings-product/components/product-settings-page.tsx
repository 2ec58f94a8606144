import type { AgencySettings } from '@tripfront/domain/settings';
import { SettingsPage } from '../../settings/index.ts';
import { useProductTranslation } from '../hooks/use-product-translation.ts';
import { ProductSettingsForm } from './product-settings-form.tsx';
import './product-settings.css';

/** /settings/product (issue #15): the booking menu's order and active flags, with what follows from them. */
export function ProductSettingsPage() {
  const { t } = useProductTranslation();
  return (
    <SettingsPage title={t('title')} description={t('description')}>
      {/* A new version (saved, or reloaded after a conflict) starts the form again from it. */}
      {(settings: AgencySettings) => <ProductSettingsForm key={settings.version} settings={settings} />}
    </SettingsPage>
  );
}
