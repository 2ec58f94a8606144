import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useSupportRequests } from '../api/support-requests.ts';
import { useSupportTranslation } from '../hooks/use-support-translation.ts';

/** The agency's earlier requests: reference, subject, when, open or closed. */
export function SupportRequests() {
  const { t } = useSupportTranslation();
  const query = useSupportRequests();
  const dates = useDisplayDate();

  let body;
  if (query.isPending) body = <LoadingStatus>{t('requests.loading')}</LoadingStatus>;
  else if (query.isError)
    body = (
      <div role="alert">
        <p>{t('requests.loadError')}</p>
        <button type="button" className="tf-button tf-button--outline" onClick={() => void query.refetch()}>
          {t('requests.retry')}
        </button>
      </div>
    );
  else if (query.data.length === 0) body = <p className="tf-settings__hint">{t('requests.empty')}</p>;
  else {
    const requests = [...query.data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    body = (
      <ul className="tf-support-settings__requests">
        {requests.map((request) => (
          <li key={request.reference}>
            <span className="tf-support-settings__ref tf-ltr" dir="ltr">
              {request.reference}
            </span>
            <span className="tf-support-settings__subject">{request.subject}</span>
            <time dateTime={request.createdAt}>{dates.dateTime(request.createdAt)}</time>
            <span className={`tf-support-settings__status tf-support-settings__status--${request.status}`}>{t(`requests.status.${request.status}`)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="tf-settings__section" aria-labelledby="support-requests-title">
      <h2 id="support-requests-title" className="tf-support-settings__heading">
        {t('requests.title')}
      </h2>
      {body}
    </section>
  );
}
