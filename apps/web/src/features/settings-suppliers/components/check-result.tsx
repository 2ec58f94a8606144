import type { SupplierAccount } from '@tripfront/domain/supplier-accounts';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useSuppliersTranslation } from '../hooks/use-suppliers-translation.ts';

/** The last "Test connection": connected or failed, the supplier's sentence as the API gave it, and when. */
export function CheckResult({ check }: { check: SupplierAccount['check'] }) {
  const { t } = useSuppliersTranslation();
  const dates = useDisplayDate();
  if (!check) return <span className="tf-suppliers__muted">{t('account.neverTested')}</span>;
  return (
    <span className={`tf-suppliers__check ${check.ok ? 'is-ok' : 'is-failed'}`}>
      <strong>
        <span aria-hidden="true">{check.ok ? '✓ ' : '✕ '}</span>
        {check.ok ? t('account.ok') : t('account.failed')}
      </strong>{' '}
      <span>{check.message}</span>{' '}
      <time className="tf-suppliers__muted" dateTime={check.at}>
        {t('account.testedAt', { time: dates.dateTime(check.at) })}
      </time>
    </span>
  );
}
