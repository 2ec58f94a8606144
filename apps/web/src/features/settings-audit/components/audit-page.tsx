import { SettingsPage } from '../../settings/index.ts';
import { useAuditTranslation } from '../hooks/use-audit-translation.ts';
import { AuditLog } from './audit-log.tsx';
import './audit.css';

/** /settings/audit (issue #15): the agency's settings changes, newest first; owner and admins, as the settings. */
export function AuditPage() {
  const { t } = useAuditTranslation();
  return (
    <SettingsPage title={t('title')} description={t('description')}>
      {() => <AuditLog />}
    </SettingsPage>
  );
}
