import type { BusinessInfo } from '@tripfront/domain/business-info';
import i18next from 'i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { useAgency } from '../../agency/index.ts';
import { lacksContactEmail, useBusinessInfo } from '../api/get-business-info.ts';
import { useSubmitBusinessInfo } from '../api/submit-business-info.ts';
import { BUSINESS_INFO_NS, useBusinessInfoTranslation } from '../hooks/use-business-info-translation.ts';

// The form (phone input with its metadata and flags) and its texts load only for an owner who is asked.
const LazyBusinessInfoModal = lazy(() =>
  Promise.all([import('./business-info-modal.tsx'), i18next.loadNamespaces(BUSINESS_INFO_NS)]).then(([module]) => ({ default: module.BusinessInfoModal })),
);

/**
 * Spec §4: an AgencyOwner whose stored business info has no contact email gets the modal. Nobody
 * else fetches anything or loads the form's texts.
 */
export function BusinessInfoGate({ user }: { user: SessionUser | null }) {
  const agency = useAgency();
  // An inactive agency already shows its blocking modal.
  if (user?.userType !== 'AgencyOwner' || agency.status === 'Inactive') return null;
  return <OwnerBusinessInfo key={user.id} userId={user.id} />;
}

/** After submit the modal closes at once; the toasts of spec §8 follow the answer. A failed fetch is only logged. */
function OwnerBusinessInfo({ userId }: { userId: string }) {
  const { t } = useBusinessInfoTranslation();
  const info = useBusinessInfo(userId, true);
  const submit = useSubmitBusinessInfo(userId);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (info.error) console.warn('Business information could not be loaded', info.error);
  }, [info.error]);

  if (closed || !info.isSuccess || !lacksContactEmail(info.data)) return null;

  const onSubmit = (payload: BusinessInfo) => {
    setClosed(true);
    submit.mutate(payload, {
      onSuccess: () => toast.success(t('success')),
      onError: () => toast.error(t('failure')),
    });
  };
  return (
    <Suspense fallback={null}>
      <LazyBusinessInfoModal onSubmit={onSubmit} />
    </Suspense>
  );
}
