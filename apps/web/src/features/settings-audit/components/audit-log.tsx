import type { AuditEntry } from '@tripfront/domain/settings';
import { useMemo } from 'react';
import { EmptyState, LoadingStatus } from '../../../components/ui/status.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { auditValue, isSecretField } from '../audit-values.ts';
import { useAuditTranslation, type AuditT } from '../hooks/use-audit-translation.ts';

function Value({ value, t }: { value: unknown; t: AuditT }) {
  const shown = auditValue(value, t('value.off'));
  if (shown.kind === 'text') {
    return (
      <bdi className="tf-audit__value" title={shown.full === shown.text ? undefined : shown.full}>
        {shown.text}
      </bdi>
    );
  }
  return <span className="tf-audit__value tf-audit__value--word">{t(`value.${shown.kind}`)}</span>;
}

function Changes({ entry, t }: { entry: AuditEntry; t: AuditT }) {
  if (entry.changes.length === 0) return <span className="tf-audit__none">{t('noFields')}</span>;
  return (
    <ul className="tf-audit__changes">
      {entry.changes.map((change) => (
        <li key={change.field}>
          <code dir="ltr">{change.field}</code>
          {': '}
          {isSecretField(change.field) ? (
            <span className="tf-audit__value tf-audit__value--word">{t('value.changed')}</span>
          ) : (
            <>
              <Value value={change.from} t={t} /> <span aria-hidden="true">{t('arrow')}</span> <span className="tf-sr-only">{t('to')}</span>{' '}
              <Value value={change.to} t={t} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The log as a table; on phones each entry is a card (audit.css), its cells labelled. */
export function AuditLog() {
  const { t, i18n } = useAuditTranslation();
  const query = useAuditLog();
  const when = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);

  if (query.isPending) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (query.isError) {
    return (
      <div className="tf-settings__notice" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="tf-button tf-button--outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState title={t('empty')} role="status">
        <p>{t('emptyText')}</p>
      </EmptyState>
    );
  }
  // Newest first, whatever order the answer came in.
  const entries = [...query.data].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <table className="tf-audit">
      <thead>
        <tr>
          <th scope="col">{t('columns.when')}</th>
          <th scope="col">{t('columns.who')}</th>
          <th scope="col">{t('columns.section')}</th>
          <th scope="col">{t('columns.changes')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={t('columns.when')}>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
            </td>
            <td data-label={t('columns.who')}>
              <span className="tf-audit__who">{entry.actor.name}</span>
              <bdi className="tf-audit__email">{entry.actor.email}</bdi>
            </td>
            <td data-label={t('columns.section')}>{t(`sections.${entry.section}`)}</td>
            <td data-label={t('columns.changes')}>
              <Changes entry={entry} t={t} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
