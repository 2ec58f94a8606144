import { useDisplayDate } from '../../../lib/use-display-date.ts';
import type { ContentKind, ContentListEntry } from '@tripfront/domain/content';
import { useState, type ReactNode } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useContentList, useDeleteContentItem } from '../api/agency-content.ts';
import { useContentTranslation } from './use-content-translation.ts';

/** A row's status as the agent reads it: a scheduled item whose time has come is published. */
export function statusKey(entry: ContentListEntry): 'draft' | 'published' | 'scheduled' {
  if (entry.status === 'scheduled' && entry.live) return 'published';
  return entry.status;
}

/** Something the editor needed did not load: said, with Try again (and whatever else the caller adds, such as a way back). */
export function LoadError({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useContentTranslation();
  return (
    <div className="tf-settings__notice" role="alert">
      <p>{t('list.loadError')}</p>
      <button type="button" className="tf-button tf-button--outline" onClick={onRetry}>
        {t('list.retry')}
      </button>
      {children}
    </div>
  );
}

/** The agency's posts or destination pages, with their status and languages, to edit or delete. */
export function ContentList({ kind, onEdit, onNew }: { kind: ContentKind; onEdit: (id: string) => void; onNew: () => void }) {
  const { t } = useContentTranslation();
  const list = useContentList(kind);
  const remove = useDeleteContentItem();
  const [confirming, setConfirming] = useState<string | null>(null);
  // When a scheduled item goes live, to the minute and in the agent's own time zone (the public pages show UTC days).
  const dates = useDisplayDate();

  return (
    <div className="tf-content-list-editor">
      <div className="tf-content-list-editor__top">
        <button type="button" className="tf-button tf-button--primary" onClick={onNew}>
          {t(kind === 'post' ? 'list.newPost' : 'list.newDestination')}
        </button>
      </div>
      {list.isPending && <LoadingStatus>{t('list.loading')}</LoadingStatus>}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <p>{t(kind === 'post' ? 'list.emptyPosts' : 'list.emptyDestinations')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="tf-content-rows">
          {list.data.map((entry) => (
            <li key={entry.id} className="tf-content-row">
              <div className="tf-content-row__main">
                <span className="tf-content-row__title" dir="auto">
                  {entry.title}
                </span>
                <span className={`tf-content-status tf-content-status--${statusKey(entry)}`}>{t(`status.${statusKey(entry)}`)}</span>
                {entry.status === 'scheduled' && !entry.live && entry.publishAt && (
                  <span className="tf-content-row__when">
                    {t('list.scheduledFor')} <time dateTime={entry.publishAt}>{dates.dateTime(entry.publishAt)}</time>
                  </span>
                )}
                {entry.top && <span className="tf-content-badge">{t('form.top')}</span>}
                <ul className="tf-content-row__languages" aria-label={t('list.languages')}>
                  {entry.languages.map((code) => (
                    <li key={code} className="tf-content-badge" lang={code}>
                      {code.toUpperCase()}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="tf-content-row__actions">
                {confirming === entry.id ? (
                  <>
                    <span role="alert">{t('list.confirmDelete', { title: entry.title })}</span>
                    <button
                      type="button"
                      className="tf-button tf-button--danger"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(entry.id, { onSuccess: () => setConfirming(null) })}
                    >
                      {t('list.confirmYes')}
                    </button>
                    <button type="button" className="tf-button tf-button--outline" onClick={() => setConfirming(null)}>
                      {t('editor.cancel')}
                    </button>
                  </>
                ) : (
                  <>
                    <button
                      type="button"
                      className="tf-button tf-button--outline"
                      onClick={() => onEdit(entry.id)}
                      aria-label={t('list.editNamed', { title: entry.title })}
                    >
                      {t('list.edit')}
                    </button>
                    <button
                      type="button"
                      className="tf-button tf-button--outline"
                      onClick={() => setConfirming(entry.id)}
                      aria-label={t('list.deleteNamed', { title: entry.title })}
                    >
                      {t('list.delete')}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p className="tf-form__error" role="alert">
          {t('list.deleteFailed')}
        </p>
      )}
    </div>
  );
}
