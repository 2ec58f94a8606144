import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { promptKeys } from '../../../components/ui/image-alt-prompt.tsx';
import { useContentTranslation } from './use-content-translation.ts';
import { ImagePrompt } from './image-prompt.tsx';
import '../../../components/ui/prompt.css';

export interface RichTextEditorProps {
  label: string;
  /** The HTML to start from; the editor is remounted (key) to start from another. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the text that explains an error, if any. */
  errorId?: string;
  /** Uploads a picture and answers its address (the image command offers it). */
  upload?: (file: File) => Promise<{ url: string }>;
}

type Panel = 'link' | 'image' | null;

/**
 * Tiptap's picture keeps only src/alt/title/width/height; a decorative one also keeps its mark
 * (`data-decorative`, read from role="presentation"/"none" too), without which the API refuses its
 * alt="" (decision 0127) and a stored body would lose it when reopened.
 */
export const ContentImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      decorative: {
        default: false,
        parseHTML: (element: HTMLElement) => {
          const role = element.getAttribute('role');
          return element.hasAttribute('data-decorative') || role === 'presentation' || role === 'none';
        },
        renderHTML: (attributes: { decorative?: boolean }) => (attributes.decorative ? { 'data-decorative': '' } : {}),
      },
    };
  },
});

/** Toolbar glyphs drawn here: an emoji needs a colour font many machines lack (it showed as a box). */
const svg = (path: string) => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
  >
    <path d={path} />
  </svg>
);
const LINK_ICON = svg('M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7');
const PICTURE_ICON = svg('M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01');

/**
 * The content editor's rich text (issue #44): Tiptap with headings, bold, italic, lists, links and
 * pictures; a picture is inserted only with its text alternative, or marked decorative. The page
 * that holds it is loaded on demand, so Tiptap never reaches the storefront's pages.
 */
export function RichTextEditor({ label, value, onChange, errorId, upload }: RichTextEditorProps) {
  const { t } = useContentTranslation();
  const labelId = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const [linkUrl, setLinkUrl] = useState('');
  const linkButton = useRef<HTMLButtonElement>(null);
  const imageButton = useRef<HTMLButtonElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: false }), Link.configure({ openOnClick: false, autolink: true }), ContentImage],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: 'tf-rte__content tf-prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorId ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
        dir: 'auto',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The link panel's field takes focus when it opens (the picture prompt focuses its own).
  useEffect(() => {
    if (panel === 'link') linkInput.current?.focus();
  }, [panel]);

  /** Closes the open panel, focus back on the toolbar button that opened it. */
  const closePanel = () => {
    const opener = panel === 'link' ? linkButton : imageButton;
    setPanel(null);
    opener.current?.focus();
  };
  const applyLink = () => {
    if (!editor) return;
    const href = linkUrl.trim();
    // Focus goes to the text, where the author carries on writing.
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href }).run();
    setPanel(null);
  };

  const tool = (
    key: Parameters<typeof t>[0],
    glyph: ReactNode,
    run: (e: Editor) => void,
    active = false,
    panelOf?: { ref: RefObject<HTMLButtonElement | null>; open: boolean },
  ) => (
    <button
      ref={panelOf?.ref}
      type="button"
      className="tf-rte__tool"
      aria-label={t(key)}
      title={t(key)}
      aria-pressed={active}
      aria-expanded={panelOf?.open}
      disabled={!editor}
      onClick={() => editor && run(editor)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  return (
    <div className="tf-form__field tf-rte">
      <span id={labelId} className="tf-rte__label">
        {label}
      </span>
      <div className="tf-rte__toolbar" role="toolbar" aria-label={t('editor.toolbar', { name: label })}>
        {tool('editor.heading2', 'H2', (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), editor?.isActive('heading', { level: 2 }))}
        {tool('editor.heading3', 'H3', (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), editor?.isActive('heading', { level: 3 }))}
        {tool('editor.bold', <b>B</b>, (e) => e.chain().focus().toggleBold().run(), editor?.isActive('bold'))}
        {tool('editor.italic', <i>I</i>, (e) => e.chain().focus().toggleItalic().run(), editor?.isActive('italic'))}
        {tool('editor.bulletList', '•', (e) => e.chain().focus().toggleBulletList().run(), editor?.isActive('bulletList'))}
        {tool('editor.orderedList', '1.', (e) => e.chain().focus().toggleOrderedList().run(), editor?.isActive('orderedList'))}
        {tool(
          'editor.link',
          LINK_ICON,
          (e) => {
            setLinkUrl((e.getAttributes('link').href as string | undefined) ?? '');
            setPanel(panel === 'link' ? null : 'link');
          },
          editor?.isActive('link'),
          { ref: linkButton, open: panel === 'link' },
        )}
        {tool('editor.image', PICTURE_ICON, () => setPanel(panel === 'image' ? null : 'image'), false, { ref: imageButton, open: panel === 'image' })}
      </div>
      {panel === 'link' && editor && (
        <div className="tf-prompt" role="group" aria-label={t('editor.link')} onKeyDown={promptKeys(applyLink, closePanel)}>
          <label>
            {t('editor.linkAddress')}
            <input ref={linkInput} type="url" value={linkUrl} onChange={(event) => setLinkUrl(event.target.value)} dir="ltr" />
          </label>
          <button type="button" className="tf-button tf-button--primary" onClick={applyLink}>
            {t('editor.apply')}
          </button>
          <button type="button" className="tf-button tf-button--outline" onClick={closePanel}>
            {t('editor.cancel')}
          </button>
        </div>
      )}
      {panel === 'image' && editor && (
        <ImagePrompt
          upload={upload}
          onCancel={closePanel}
          onInsert={({ url, alt, decorative }) => {
            editor
              .chain()
              .focus()
              .insertContent({ type: ContentImage.name, attrs: { src: url, alt, decorative } })
              .run();
            setPanel(null);
          }}
        />
      )}
      <EditorContent editor={editor} className="tf-rte__editor" />
    </div>
  );
}
