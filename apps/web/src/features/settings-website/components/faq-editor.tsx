import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { WebsiteFormValues } from '../form-values.ts';
import { useWebsiteTranslation } from '../hooks/use-website-translation.ts';
import { describedBy, FieldMessage, useFieldError } from './fields.tsx';
import { RichTextField } from './rich-text-field.tsx';

type Direction = 'up' | 'down';

/** The FAQ's questions: add, remove, and reorder with buttons (keyboard and screen-reader friendly). */
export function FaqEditor() {
  const { t } = useWebsiteTranslation();
  const { control } = useFormContext<WebsiteFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'faqs.questions' });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addRef = useRef<HTMLButtonElement>(null);

  // Focus stays with the question that moved: on the same button, or the other one at either end.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const same = buttons.current.get(`${id}-${direction}`);
    const other = buttons.current.get(`${id}-${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const moveItem = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const id = fields[index]?.id;
    if (target < 0 || target >= fields.length || !id) return;
    move(index, target);
    setFocusAfterMove({ id, direction });
    setAnnouncement(t('pages.moved', { n: target + 1, total: fields.length }));
  };

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="tf-faq-editor">
      <h4 className="tf-website__subheading">{t('pages.questions')}</h4>
      {fields.length === 0 && <p className="tf-form__hint">{t('pages.noQuestions')}</p>}
      <ol className="tf-faq-editor__list">
        {fields.map((field, index) => (
          <li key={field.id} className="tf-faq-editor__item">
            <QuestionInput index={index} />
            <RichTextField name={`faqs.questions.${index}.answer`} label={t('pages.answer', { n: index + 1 })} rows={4} />
            <div className="tf-faq-editor__actions">
              <button
                ref={buttonRef(`${field.id}-up`)}
                type="button"
                className="tf-button tf-button--outline"
                disabled={index === 0}
                onClick={() => moveItem(index, 'up')}
              >
                {t('pages.moveUp', { n: index + 1 })}
              </button>
              <button
                ref={buttonRef(`${field.id}-down`)}
                type="button"
                className="tf-button tf-button--outline"
                disabled={index === fields.length - 1}
                onClick={() => moveItem(index, 'down')}
              >
                {t('pages.moveDown', { n: index + 1 })}
              </button>
              <button
                type="button"
                className="tf-button tf-button--ghost tf-faq-editor__remove"
                onClick={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              >
                {t('pages.removeQuestion', { n: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="tf-sr-only" aria-live="polite">
        {announcement}
      </p>
      <button ref={addRef} type="button" className="tf-button tf-button--outline" onClick={() => append({ question: '', answer: '' }, { shouldFocus: true })}>
        {t('pages.addQuestion')}
      </button>
    </div>
  );
}

function QuestionInput({ index }: { index: number }) {
  const { t } = useWebsiteTranslation();
  const id = useId();
  const { register } = useFormContext<WebsiteFormValues>();
  const name = `faqs.questions.${index}.question` as const;
  const error = useFieldError(name);
  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{t('pages.question', { n: index + 1 })}</label>
      <input id={id} type="text" dir="auto" {...describedBy(id, null, error)} {...register(name)} />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
