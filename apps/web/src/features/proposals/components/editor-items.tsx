import type { Proposal } from '@tripfront/domain/proposals';
import type { EditorForm, FieldErrors, ItemDraft } from '../editor-form.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';
import { ItemSnapshot, shownSnapshot } from './item-snapshot.tsx';

interface EditorItemsProps {
  proposal: Proposal;
  form: EditorForm;
  /** The editor's id prefix: `${ids}-items.<i>.note` is a field's id (the API's 400 focuses it). */
  ids: string;
  errors: FieldErrors;
  errorText: (key: string | undefined) => string | undefined;
  /** The agency's cap of the agent's markup, basis points. */
  cap: number;
  canEdit: boolean;
  busy: boolean;
  onChange: (items: ItemDraft[]) => void;
  onRemove: (itemId: string) => void;
}

/** The proposal's offers in the editor: each one's snapshot, note and markup, moved up or down, removed from a draft. */
export function EditorItems({ proposal, form, ids, errors, errorText, cap, canEdit, busy, onChange, onRemove }: EditorItemsProps) {
  const { t } = useProposalsTranslation();
  const byId = new Map(proposal.items.map((i) => [i.id, i]));
  const set = (index: number, next: Partial<ItemDraft>) => onChange(form.items.map((d, i) => (i === index ? { ...d, ...next } : d)));
  const move = (index: number, by: -1 | 1) => {
    const items = [...form.items];
    const [moved] = items.splice(index, 1);
    items.splice(index + by, 0, moved!);
    onChange(items);
  };
  const capHintId = `${ids}-cap`;
  return (
    <section className="tf-proposals__items" aria-labelledby={`${ids}-items`}>
      <h2 id={`${ids}-items`}>{t('editor.items')}</h2>
      <p id={capHintId} className="tf-proposals__muted">
        {t('editor.markupCap', { cap: cap / 100 })}
      </p>
      {form.items.length === 0 ? (
        <p className="tf-proposals__muted">{t('editor.noItems')}</p>
      ) : (
        <ol className="tf-proposals__item-list">
          {form.items.map((draft, index) => {
            const item = byId.get(draft.id);
            if (!item) return null;
            const title = shownSnapshot(item)?.title ?? item.offerId;
            const noteId = `${ids}-items.${index}.note`;
            const markupId = `${ids}-items.${index}.agentMarkupBasisPoints`;
            const noteError = errorText(errors[`items.${index}.note`]);
            const markupError = errorText(errors[`items.${index}.agentMarkupBasisPoints`]);
            return (
              <li key={draft.id}>
                <ItemSnapshot item={item}>
                  <div className="tf-proposals__item-fields">
                    <div className="tf-form__field">
                      <label htmlFor={noteId}>{t('editor.note')}</label>
                      <textarea
                        id={noteId}
                        dir="auto"
                        rows={2}
                        maxLength={1000}
                        disabled={!canEdit}
                        value={draft.note}
                        aria-invalid={noteError !== undefined}
                        onChange={(e) => set(index, { note: e.target.value })}
                      />
                      {noteError && <p className="tf-form__error">{noteError}</p>}
                    </div>
                    <div className="tf-form__field tf-proposals__markup">
                      <label htmlFor={markupId}>{t('editor.markup')}</label>
                      <input
                        id={markupId}
                        type="text"
                        inputMode="decimal"
                        disabled={!canEdit}
                        value={draft.markup}
                        aria-invalid={markupError !== undefined}
                        aria-describedby={markupError ? `${markupId}-error` : capHintId}
                        onChange={(e) => set(index, { markup: e.target.value })}
                      />
                      {markupError && (
                        <p id={`${markupId}-error`} className="tf-form__error">
                          {markupError}
                        </p>
                      )}
                    </div>
                  </div>
                  {canEdit && (
                    <div className="tf-proposals__item-actions">
                      <button
                        type="button"
                        className="tf-button tf-button--ghost"
                        disabled={index === 0}
                        aria-label={t('editor.moveUp', { title })}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="tf-button tf-button--ghost"
                        disabled={index === form.items.length - 1}
                        aria-label={t('editor.moveDown', { title })}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                      {proposal.status === 'draft' && (
                        <button
                          type="button"
                          className="tf-button tf-button--ghost"
                          disabled={busy}
                          aria-label={t('editor.removeNamed', { title })}
                          onClick={() => onRemove(draft.id)}
                        >
                          {t('editor.remove')}
                        </button>
                      )}
                    </div>
                  )}
                </ItemSnapshot>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
