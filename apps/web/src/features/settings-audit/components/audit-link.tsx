import { mayEditAgencySettings } from '@tripfront/domain/navigation/roles';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useAuditTranslation } from '../hooks/use-audit-translation.ts';

/**
 * "Change history": a link to the audit log for a settings page's header, shown to those who may
 * read it (owner and admins). Its text loads with it, so a page can use it without this namespace.
 */
export function AuditLink({ className = 'tf-button tf-button--ghost' }: { className?: string }) {
  const { t, ready } = useAuditTranslation();
  const user = useCurrentUser();
  if (!ready || !mayEditAgencySettings(user)) return null;
  return (
    <Link className={className} to={paths.agent.settingsAudit()}>
      {t('link')}
    </Link>
  );
}
