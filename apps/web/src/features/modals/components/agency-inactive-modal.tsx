import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { blockingModalShown } from '@tripfront/domain/agency-status';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';

/**
 * Blocking notice for an Inactive agency (spec §4): no close button, Escape and backdrop do nothing.
 * Its owner and admins may still sign in and reach the subscription and pay pages (decision 0151).
 */
export function AgencyInactiveModal() {
  const { t } = useTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <Dialog open={blockingModalShown(agency, user, pathname)} title={t('modals.inactive.title')} dismissible={false} role="alertdialog">
      {agency.contactEmailId && (
        <p>
          <a href={`mailto:${agency.contactEmailId}`} dir="ltr" className="tf-ltr">
            {agency.contactEmailId}
          </a>
        </p>
      )}
    </Dialog>
  );
}
