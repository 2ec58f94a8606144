import i18next from 'i18next';
import { AUDIT_NS } from './hooks/use-audit-translation.ts';

// The settings audit log (/settings/audit, issue #15): who changed which settings, and when.
export { AuditLink } from './components/audit-link.tsx';

/** The page and its texts, for settingsRoutes({ pages: { audit } }). */
export const loadAuditPage = async () => {
  const [m] = await Promise.all([import('./components/audit-page.tsx'), i18next.loadNamespaces(AUDIT_NS)]);
  return m.AuditPage;
};
