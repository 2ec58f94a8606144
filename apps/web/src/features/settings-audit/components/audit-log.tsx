import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { AUDIT_GROUPS, signInFailureOf, type AuditEntry, type AuditGroup } from '@tripfront/domain/audit';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState, LoadingStatus } from '../../../components/ui/status.tsx';
import { AUDIT_LIMIT, useAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
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
  // A failed sign-in's reason, in words.
  const failure = signInFailureOf(entry);
  if (failure) return <span className="tf-audit__none">{t(`reasons.${failure}`)}</span>;
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

/** The filters above the log: a group of actions, and days from/to. */
function Filters({ filters, onChange, t }: { filters: AuditFilters; onChange: (next: AuditFilters) => void; t: AuditT }) {
  const groupId = useId();
  const fromId = useId();
  const toId = useId();
  return (
    <div className="tf-audit__filters">
      <label htmlFor={groupId}>{t('filters.group')}</label>
      <select
        id={groupId}
        value={filters.group ?? ''}
        onChange={(e) => onChange({ ...filters, group: (e.target.value || undefined) as AuditGroup | undefined, page: 1 })}
      >
        <option value="">{t('filters.all')}</option>
        {AUDIT_GROUPS.map((g) => (
          <option key={g} value={g}>
            {t(`sections.${g}`)}
          </option>
        ))}
      </select>
      <label htmlFor={fromId}>{t('filters.from')}</label>
      <input
        id={fromId}
        type="date"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(e) => onChange({ ...filters, from: e.target.value || undefined, page: 1 })}
      />
      <label htmlFor={toId}>{t('filters.to')}</label>
      <input
        id={toId}
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(e) => onChange({ ...filters, to: e.target.value || undefined, page: 1 })}
      />
    </div>
  );
}

/** What was done: a settings section by name, anything else as the action in words and whom it was done to. */
function What({ entry, t }: { entry: AuditEntry; t: AuditT }) {
  if (entry.action === 'settings.update') return <>{t(`sections.${entry.section}`)}</>;
  return (
    <>
      <span className="tf-audit__action">{t(`actions.${entry.action}`)}</span>
      {entry.target && (
        <span className="tf-audit__target">
          {t('target')} <bdi>{entry.target}</bdi>
        </span>
      )}
    </>
  );
}

/** The log as a table; on phones each entry is a card (audit.css), its cells labelled. */
export function AuditLog() {
  const { t } = useAuditTranslation();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const query = useAuditLog(filters);
  const dates = useDisplayDate();
  const page = filters.page ?? 1;
  const filtered = Boolean(filters.group || filters.from || filters.to);

  let body: ReactNode;
  if (query.isPending) body = <LoadingStatus>{t('loading')}</LoadingStatus>;
  else if (query.isError) {
    body = (
      <div className="tf-settings__notice" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="tf-button tf-button--outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState title={t('empty')} role="status">
        <p>{filtered || page > 1 ? t('noMatch') : t('emptyText')}</p>
      </EmptyState>
    );
  } else {
    // Newest first, whatever order the answer came in.
    const entries = [...query.data].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    body = (
      <table className="tf-audit" aria-busy={query.isPlaceholderData || undefined}>
        <thead>
          <tr>
            <th scope="col">{t('columns.when')}</th>
            <th scope="col">{t('columns.who')}</th>
            <th scope="col">{t('columns.action')}</th>
            <th scope="col">{t('columns.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t('columns.when')}>
                <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
              </td>
              <td data-label={t('columns.who')}>
                <span className="tf-audit__who">{entry.actor.name}</span>
                {entry.actor.email && entry.actor.email !== entry.actor.name && <bdi className="tf-audit__email">{entry.actor.email}</bdi>}
              </td>
              <td data-label={t('columns.action')}>
                <What entry={entry} t={t} />
              </td>
              <td data-label={t('columns.changes')}>
                {entry.action === 'settings.update' || entry.changes.length > 0 ? <Changes entry={entry} t={t} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const more = query.data !== undefined && query.data.length >= AUDIT_LIMIT;
  return (
    <>
      <Filters filters={filters} onChange={setFilters} t={t} />
      {body}
      {(page > 1 || more) && (
        <nav className="tf-audit__pages">
          <button type="button" className="tf-button tf-button--outline" disabled={page <= 1} onClick={() => setFilters({ ...filters, page: page - 1 })}>
            {t('filters.previous')}
          </button>
          <button type="button" className="tf-button tf-button--outline" disabled={!more} onClick={() => setFilters({ ...filters, page: page + 1 })}>
            {t('filters.next')}
          </button>
        </nav>
      )}
    </>
  );
}
