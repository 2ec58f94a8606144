import { useAgentBookingsTranslation } from '../hooks/use-agent-bookings-translation.ts';

/** A list that could not load: what went wrong, and Retry. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useAgentBookingsTranslation();
  return (
    <div className="tf-agent-bookings__notice" role="alert">
      <p>{text}</p>
      <button type="button" className="tf-button tf-button--outline" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
