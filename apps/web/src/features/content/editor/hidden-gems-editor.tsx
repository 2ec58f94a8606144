import { CONTENT_LIMITS } from '@tripfront/domain/content';
import { useEffect, useId, useRef, useState } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useContentList, useHiddenGemsSetting, useSaveHiddenGems } from '../api/agency-content.ts';
import { apiErrorText } from './content-errors.ts';
import { LoadError, statusKey } from './content-list.tsx';
import { useReportUnsaved } from './unsaved-work.tsx';
import { useContentTranslation } from './use-content-translation.ts';

/** Moves one entry of a list by `step` places (-1 up, +1 down); the list unchanged at its ends. */
export function moveEntry<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Hidden gems (issue #44): the destination pages to show, in the agency's order. */
export function HiddenGemsEditor() {
  const { t } = useContentTranslation();
  const id = useId();
  const destinations = useContentList('destination');
  const setting = useHiddenGemsSetting();
  const save = useSaveHiddenGems();
  const [ids, setIds] = useState<string[] | null>(null);
  const [toAdd, setToAdd] = useState('');
  const [saved, setSaved] = useState(false);
  // After a move, the button pressed keeps the focus on its row's new place.
  const focusAfterMove = useRef<{ entryId: string; direction: 'up' | 'down' } | null>(null);
  // The order is unsaved until Save: the content page's tabs ask before dropping it.
  const savedIds = setting.data?.destinationIds;
  useReportUnsaved(ids !== null && savedIds !== undefined && ids.join() !== savedIds.join());

  useEffect(() => {
    if (ids === null && setting.data) setIds(setting.data.destinationIds);
  }, [ids, setting.data]);
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    // At the list's end its button is gone: the other one takes the focus.
    const other = moved.direction === 'up' ? 'down' : 'up';
    (document.getElementById(`${id}-${moved.entryId}-${moved.direction}`) ?? document.getElementById(`${id}-${moved.entryId}-${other}`))?.focus();
  });

  if (setting.isPending || destinations.isPending) return <LoadingStatus>{t('list.loading')}</LoadingStatus>;
  if (setting.isError || destinations.isError) {
    return (
      <LoadError
        onRetry={() => {
          if (setting.isError) void setting.refetch();
          if (destinations.isError) void destinations.refetch();
        }}
      />
    );
  }
  const chosen = ids ?? setting.data.destinationIds;
  const byId = new Map(destinations.data.map((d) => [d.id, d]));
  const available = destinations.data.filter((d) => !chosen.includes(d.id));
  const change = (next: string[]) => {
    setIds(next);
    setSaved(false);
  };
  const gemsErrorText = save.isError ? apiErrorText(save.error) : null;
  const move = (index: number, step: -1 | 1, entryId: string) => {
    focusAfterMove.current = { entryId, direction: step === -1 ? 'up' : 'down' };
    change(moveEntry(chosen, index, step));
  };

  return (
    <section className="tf-content-gems-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('gems.title')}</h2>
      <p className="tf-settings__lede">{t('gems.description', { max: CONTENT_LIMITS.hiddenGems })}</p>
      {chosen.length === 0 ? (
        <p>{t('gems.empty')}</p>
      ) : (
        <ol className="tf-content-rows" aria-label={t('gems.chosen')}>
          {chosen.map((entryId, index) => {
            const entry = byId.get(entryId);
            const name = entry?.title ?? t('gems.missing');
            // Visitors see a chosen page once it is public: until then the row says what it is.
            const status = entry ? statusKey(entry) : 'published';
            return (
              <li key={entryId} className="tf-content-row">
                <span className="tf-content-row__title" dir="auto">
                  {index + 1}. {name}
                </span>
                {status !== 'published' && <span className={`tf-content-status tf-content-status--${status}`}>{t(`status.${status}`)}</span>}
                <div className="tf-content-row__actions">
                  {index > 0 && (
                    <button
                      id={`${id}-${entryId}-up`}
                      type="button"
                      className="tf-button tf-button--outline"
                      aria-label={t('gems.moveUp', { name })}
                      onClick={() => move(index, -1, entryId)}
                    >
                      ↑
                    </button>
                  )}
                  {index < chosen.length - 1 && (
                    <button
                      id={`${id}-${entryId}-down`}
                      type="button"
                      className="tf-button tf-button--outline"
                      aria-label={t('gems.moveDown', { name })}
                      onClick={() => move(index, 1, entryId)}
                    >
                      ↓
                    </button>
                  )}
                  <button
                    type="button"
                    className="tf-button tf-button--outline"
                    aria-label={t('gems.remove', { name })}
                    onClick={() => change(chosen.filter((x) => x !== entryId))}
                  >
                    {t('list.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {available.length > 0 && chosen.length < CONTENT_LIMITS.hiddenGems && (
        <div className="tf-content-gems-editor__add">
          <label htmlFor={`${id}-add`}>{t('gems.add')}</label>
          <select id={`${id}-add`} value={toAdd} onChange={(event) => setToAdd(event.target.value)}>
            <option value="">{t('gems.choose')}</option>
            {available.map((d) => (
              <option key={d.id} value={d.id}>
                {statusKey(d) === 'published' ? d.title : `${d.title} (${t(`status.${statusKey(d)}`)})`}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="tf-button tf-button--outline"
            disabled={toAdd === ''}
            onClick={() => {
              change([...chosen, toAdd]);
              setToAdd('');
            }}
          >
            {t('gems.addButton')}
          </button>
        </div>
      )}
      {destinations.data.length === 0 && <p>{t('gems.noDestinations')}</p>}
      <div className="tf-content-form__actions">
        <button
          type="button"
          className="tf-button tf-button--primary"
          disabled={save.isPending}
          onClick={() => save.mutate(chosen, { onSuccess: (answer) => (setIds(answer.destinationIds), setSaved(true)) })}
        >
          {t('gems.save')}
        </button>
        {saved && <span role="status">{t('form.saved')}</span>}
        {save.isError && (
          <span className="tf-form__error" role="alert">
            {gemsErrorText ? t(gemsErrorText.key, gemsErrorText.values) : t('form.saveFailed')}
          </span>
        )}
      </div>
    </section>
  );
}
