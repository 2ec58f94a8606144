import { useTranslation } from 'react-i18next';
import { agencyIsBlocked } from '@tripfront/domain/agency-status';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAgency } from '../../agency/index.ts';

/** Blocking notice for an Inactive agency (spec §4): no close button, Escape and backdrop do nothing. */
export function AgencyInactiveModal() {
  const { t } = useTranslation();
  const agency = useAgency();
  return (
    <Dialog open={agencyIsBlocked(agency)} title={t('modals.inactive.title')} dismissible={false} role="alertdialog">
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
