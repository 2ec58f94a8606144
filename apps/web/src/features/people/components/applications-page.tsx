import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AgentApplication } from '@tripfront/domain/people';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { useApplications, useDecideApplication, type ApplicationsTab } from '../api/applications.ts';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import { rejectFormSchema, type RejectFormValues } from '../schemas.ts';
import { peopleErrorMessage } from './people-errors.ts';
import { PeoplePage, QueryState } from './people-page.tsx';
import { fullName } from './status-badge.tsx';

const TABS: ApplicationsTab[] = ['pending', 'decided'];

/** /applications (spec §2, issue #16): pending and decided applications; approve (invites) or reject with a reason. */
export function ApplicationsPage() {
  const { t } = usePeopleTranslation();
  const [tab, setTab] = useState<ApplicationsTab>('pending');
  const [notice, setNotice] = useState<string | null>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
    const next = (index + step * rtl + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  };
  return (
    <PeoplePage title={t('applications.title')} description={t('applications.description')} permission="applications">
      <p className="tf-people__status" role="status">
        {notice}
      </p>
      <div className="tf-people__tabs" role="tablist" aria-label={t('applications.tabs')}>
        {TABS.map((key, index) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`applications-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="applications-panel"
            tabIndex={tab === key ? 0 : -1}
            className="tf-people__tab"
            onClick={() => setTab(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`applications.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="applications-panel" aria-labelledby={`applications-tab-${tab}`}>
        <ApplicationList key={tab} tab={tab} onNotice={setNotice} />
      </div>
    </PeoplePage>
  );
}

function ApplicationList({ tab, onNotice }: { tab: ApplicationsTab; onNotice: (text: string) => void }) {
  const { t } = usePeopleTranslation();
  const query = useApplications(tab);
  const decide = useDecideApplication();
  const [rejecting, setRejecting] = useState<AgentApplication | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dates = useDisplayDate();
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="tf-people__empty">{t(tab === 'pending' ? 'applications.emptyPending' : 'applications.emptyDecided')}</p>;
  const approve = async (application: AgentApplication) => {
    setError(null);
    try {
      await decide.mutateAsync({ id: application.id, decision: 'approve' });
      onNotice(t('applications.approved', { name: fullName(application) }));
    } catch (failure) {
      setError(peopleErrorMessage(failure, t));
    }
  };
  return (
    <>
      {error && (
        <p className="tf-form__alert" role="alert">
          {error}
        </p>
      )}
      <ul className="tf-people__cards">
        {query.data.map((application) => {
          const name = fullName(application);
          return (
            <li key={application.id} className="tf-people__card">
              <h2 className="tf-people__card-title">{name}</h2>
              <dl className="tf-people__facts">
                <dt>{t('common.email')}</dt>
                <dd className="tf-people__email">
                  <bdi>{application.email}</bdi>
                </dd>
                {application.phone && (
                  <>
                    <dt>{t('applications.phone')}</dt>
                    <dd dir="ltr">{application.phone}</dd>
                  </>
                )}
                {application.company && (
                  <>
                    <dt>{t('applications.company')}</dt>
                    <dd>{application.company}</dd>
                  </>
                )}
                {application.message && (
                  <>
                    <dt>{t('applications.message')}</dt>
                    <dd className="tf-people__message">{application.message}</dd>
                  </>
                )}
              </dl>
              <p className="tf-people__meta">{t('applications.applied', { date: dates.date(application.createdAt) })}</p>
              {application.status === 'pending' ? (
                <div className="tf-people__row-actions">
                  <button
                    type="button"
                    className="tf-button tf-button--primary"
                    aria-label={`${t('applications.approve')} ${name}`}
                    disabled={decide.isPending}
                    onClick={() => void approve(application)}
                  >
                    {t('applications.approve')}
                  </button>
                  <button
                    type="button"
                    className="tf-button tf-button--outline"
                    aria-label={`${t('applications.reject')} ${name}`}
                    onClick={() => setRejecting(application)}
                  >
                    {t('applications.reject')}
                  </button>
                </div>
              ) : (
                <p>
                  <span className={`tf-people__badge tf-people__badge--${application.status === 'approved' ? 'active' : 'disabled'}`}>
                    {t(application.status === 'approved' ? 'applications.statusApproved' : 'applications.statusRejected')}
                  </span>
                  {application.reason && ` ${t('applications.reason')}: ${application.reason}`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <RejectDialog
        application={rejecting}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({ id: rejecting.id, decision: 'reject', reason });
          onNotice(t('applications.rejected', { name: fullName(rejecting) }));
          setRejecting(null);
        }}
      />
    </>
  );
}

function RejectDialog({
  application,
  onClose,
  onReject,
}: {
  application: AgentApplication | null;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const { t } = usePeopleTranslation();
  const schema = useMemo(() => rejectFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RejectFormValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { reason: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await onReject(reason);
      reset();
    } catch (error) {
      setError('root', { message: peopleErrorMessage(error, t) });
    }
  });
  return (
    <Dialog open={application !== null} title={t('applications.rejectTitle', { name: application ? fullName(application) : '' })} onClose={close}>
      <form className="tf-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.root?.message && (
          <p className="tf-form__alert" role="alert">
            {errors.root.message}
          </p>
        )}
        <div className="tf-form__field">
          <label htmlFor="reject-reason">{t('applications.reason')}</label>
          <textarea
            id="reject-reason"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`reject-reason-hint${errors.reason ? ' reject-reason-error' : ''}`}
            {...register('reason')}
          />
          <p className="tf-form__hint" id="reject-reason-hint">
            {t('applications.reasonHint')}
          </p>
          {errors.reason?.message && (
            <p className="tf-form__error" id="reject-reason-error">
              {errors.reason.message}
            </p>
          )}
        </div>
        <DialogActions onCancel={close} busy={isSubmitting} label={t('applications.reject')} busyLabel={t('common.saving')} />
      </form>
    </Dialog>
  );
}
