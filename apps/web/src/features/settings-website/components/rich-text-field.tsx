import { useId, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { ImageAltPrompt } from '../../../components/ui/image-alt-prompt.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import type { WebsiteFormValues } from '../form-values.ts';
import { useWebsiteTranslation } from '../hooks/use-website-translation.ts';
import { applyCommand, insertImage, type Edit, type RichTextCommand } from '../rich-text.ts';
import { describedBy, FieldMessage, useFieldError } from './fields.tsx';

const svg = (d: string) => (
  <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const COMMANDS: ReadonlyArray<{
  command: RichTextCommand;
  key: 'editor.bold' | 'editor.italic' | 'editor.heading' | 'editor.list' | 'editor.link';
  glyph: ReactNode;
}> = [
  { command: 'bold', key: 'editor.bold', glyph: 'B' },
  { command: 'italic', key: 'editor.italic', glyph: 'I' },
  { command: 'heading', key: 'editor.heading', glyph: 'H' },
  { command: 'list', key: 'editor.list', glyph: svg('M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01') },
  { command: 'link', key: 'editor.link', glyph: svg('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1') },
];

interface RichTextFieldProps {
  name: Path<WebsiteFormValues>;
  label: string;
  /** Show the sanitised preview open (it can always be opened). */
  previewOpen?: boolean;
  rows?: number;
}

/**
 * Rich text as HTML in a textarea, with a small toolbar that wraps the selection in tags and a
 * live preview through the storefront's own sanitiser (decision 0034).
 */
export function RichTextField({ name, label, previewOpen = false, rows = 8 }: RichTextFieldProps) {
  const { t } = useWebsiteTranslation();
  const id = useId();
  const { register, setValue, control } = useFormContext<WebsiteFormValues>();
  const value = useWatch({ control, name });
  const html = typeof value === 'string' ? value : '';
  const error = useFieldError(name);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...field } = register(name);

  // The image command asks for the picture's address and text alternative first (issue #44); the
  // selection it replaces is kept meanwhile.
  const [imageAt, setImageAt] = useState<{ start: number; end: number } | null>(null);
  const imageButton = useRef<HTMLButtonElement | null>(null);

  const apply = (edit: Edit) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    setValue(name, edit.value, { shouldDirty: true });
    // After React writes the new value, give the author the selection back.
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  const run = (command: RichTextCommand) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    apply(applyCommand(command, textarea.value, textarea.selectionStart, textarea.selectionEnd));
  };

  return (
    <div className="tf-form__field tf-rich-text">
      <label htmlFor={id}>{label}</label>
      <div className="tf-rich-text__toolbar" role="group" aria-label={t('editor.toolbar', { name: label })}>
        {COMMANDS.map(({ command, key, glyph }) => (
          <button key={command} type="button" className="tf-rich-text__tool" title={t(key)} aria-label={t(key)} onClick={() => run(command)}>
            <span aria-hidden="true" className={`tf-rich-text__glyph tf-rich-text__glyph--${command}`}>
              {glyph}
            </span>
          </button>
        ))}
        <button
          ref={imageButton}
          type="button"
          className="tf-rich-text__tool"
          title={t('editor.image')}
          aria-label={t('editor.image')}
          aria-expanded={imageAt !== null}
          onClick={() => {
            const textarea = textareaRef.current;
            setImageAt(imageAt ? null : { start: textarea?.selectionStart ?? html.length, end: textarea?.selectionEnd ?? html.length });
          }}
        >
          <span aria-hidden="true" className="tf-rich-text__glyph tf-rich-text__glyph--image">
            {svg('M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01')}
          </span>
        </button>
      </div>
      {imageAt && (
        <ImageAltPrompt
          texts={{
            title: t('editor.imageTitle'),
            address: t('editor.imageAddress'),
            upload: t('editor.imageAddress'),
            alt: t('editor.imageAlt'),
            altHint: t('editor.imageAltHint'),
            decorative: t('editor.imageDecorative'),
            insert: t('editor.imageInsert'),
            cancel: t('editor.imageCancel'),
            addressMissing: t('editor.imageAddressMissing'),
            altMissing: t('editor.imageAltMissing'),
            uploadFailed: t('editor.imageAddressMissing'),
          }}
          onCancel={() => {
            setImageAt(null);
            imageButton.current?.focus();
          }}
          onInsert={(image) => {
            const textarea = textareaRef.current;
            if (textarea) apply(insertImage(textarea.value, imageAt.start, imageAt.end, image));
            setImageAt(null);
          }}
        />
      )}
      <textarea
        id={id}
        rows={rows}
        dir="auto"
        spellCheck
        {...describedBy(id, true, error)}
        {...field}
        ref={(element) => {
          ref(element);
          textareaRef.current = element;
        }}
      />
      <p id={`${id}-hint`} className="tf-form__hint">
        {t('editor.hint')}
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
      <details className="tf-rich-text__preview" open={previewOpen}>
        <summary>{t('editor.preview')}</summary>
        {html.trim() ? <SafeHtml html={html} /> : <p className="tf-form__hint">{t('editor.emptyPreview')}</p>}
      </details>
    </div>
  );
}
