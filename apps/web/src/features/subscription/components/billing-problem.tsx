import { ApiError } from '../../../lib/api-client.ts';
import { useSubscriptionTranslation, type SubscriptionKey } from '../hooks/use-subscription-translation.ts';

/** What a failed call says, by its status: who may do it (403), billing not set up (503), else the load or the action failed. */
function problemKey(status: number, loading: boolean): SubscriptionKey {
  if (status === 403) return 'ownerOnly';
  if (status === 503) return 'unavailable';
  return loading ? 'loadError' : 'actionError';
}

/** What a failed subscription call tells the person: who may do it, billing not set up, or try again. */
export function BillingProblem({ error, onRetry }: { error: unknown; onRetry?: (() => void) | undefined }) {
  const { t } = useSubscriptionTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  const text = t(problemKey(status, onRetry !== undefined));
  return (
    <div className="tf-subscription__notice tf-subscription__notice--error" role="alert">
      <p>{text}</p>
      {onRetry && status !== 403 && (
        <button type="button" className="tf-button tf-button--outline" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
