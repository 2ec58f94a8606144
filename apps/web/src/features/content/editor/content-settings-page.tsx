import type { LanguageCode } from '@tripfront/domain/agency';
import type { ContentKind } from '@tripfront/domain/content';
import { contentEditRefusal } from '@tripfront/domain/navigation/page-permissions';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useContentItem } from '../api/agency-content.ts';
import '../components/content.css';
import './content-editor.css';
import { ContentList, LoadError } from './content-list.tsx';
import { HiddenGemsEditor } from './hidden-gems-editor.tsx';
import { ItemForm } from './item-form.tsx';
import { TermsEditor } from './terms-editor.tsx';
import { UnsavedWorkProvider, useConfirmDiscard } from './unsaved-work.tsx';
import { useContentTranslation } from './use-content-translation.ts';

const TABS = ['posts', 'destinations', 'gems', 'terms'] as const;
type Tab = (typeof TABS)[number];
const KIND_OF: Partial<Record<Tab, ContentKind>> = { posts: 'post', destinations: 'destination' };

/** The agency's languages, its default first. */
function useEditorLanguages(): Array<{ code: LanguageCode; name: string }> {
  const agency = useAgency();
  return useMemo(() => {
    const list = agency.languages.map((l) => ({ code: l.code, name: l.name }));
    const first = list.filter((l) => l.code === agency.defaultLanguage);
    return [...first, ...list.filter((l) => l.code !== agency.defaultLanguage)];
  }, [agency]);
}

/** An item opened in the editor: loads it, then its form. */
function EditItem({ kind, id, onDone }: { kind: ContentKind; id: string | null; onDone: (saved?: boolean) => void }) {
  const { t } = useContentTranslation();
  const languages = useEditorLanguages();
  const item = useContentItem(id);
  if (id === null) return <ItemForm kind={kind} item={null} languages={languages} onDone={onDone} />;
  if (item.isPending) return <LoadingStatus>{t('list.loading')}</LoadingStatus>;
  if (item.isError) {
    return (
      <LoadError onRetry={() => void item.refetch()}>
        <button type="button" className="tf-button tf-button--outline" onClick={() => onDone()}>
          {t('form.back')}
        </button>
      </LoadError>
    );
  }
  return <ItemForm key={item.data.id} kind={kind} item={item.data} languages={languages} onDone={onDone} />;
}

/**
 * /settings/content (issue #44): the agency's posts, destination pages, hidden gems and terms, for
 * the people contentEditRefusal lets in (the API's guard and the side navigation's). Loaded on demand with its editor.
 */
export function ContentSettingsPage() {
  return (
    <UnsavedWorkProvider>
      <ContentSettings />
    </UnsavedWorkProvider>
  );
}

function ContentSettings() {
  const { t } = useContentTranslation();
  const confirmDiscard = useConfirmDiscard();
  const user = useCurrentUser();
  const id = useId();
  const languages = useEditorLanguages();
  const [tab, setTab] = useState<Tab>('posts');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  // Said on the list the editor returns to after a save.
  const [saved, setSaved] = useState(false);
  const refusal = user ? contentEditRefusal(user) : 'role';
  const kind = KIND_OF[tab];

  // Another tab drops the open editor: unsaved changes ask first.
  const choose = (next: Tab, focus = false) => {
    if (next === tab) return;
    confirmDiscard(() => {
      setTab(next);
      setEditing(null);
      setSaved(false);
      // After the dialog (if asked) has given the focus back to its opener.
      if (focus) requestAnimationFrame(() => document.getElementById(`${id}-tab-${next}`)?.focus());
    });
  };
  const edit = (itemId: string | null) => {
    setEditing({ id: itemId });
    setSaved(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    // Arrows follow the reading direction; Home and End go to the ends.
    const moves: Record<string, number> = {
      [rtl ? 'ArrowLeft' : 'ArrowRight']: index + 1,
      [rtl ? 'ArrowRight' : 'ArrowLeft']: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length]!;
    choose(target, true);
  };

  return (
    <div className="tf-settings tf-content-settings">
      <header className="tf-settings__header">
        <h1>{t('title')}</h1>
        <p className="tf-settings__lede">{t('description')}</p>
      </header>
      {refusal !== null ? (
        <p className="tf-settings__notice">{t(refusal === 'role' ? 'staffOnly' : 'noAccess')}</p>
      ) : (
        <>
          <div className="tf-content-tabs" role="tablist" aria-label={t('title')}>
            {TABS.map((key, index) => (
              <button
                key={key}
                id={`${id}-tab-${key}`}
                type="button"
                role="tab"
                aria-selected={key === tab}
                aria-controls={`${id}-panel`}
                tabIndex={key === tab ? 0 : -1}
                onClick={() => choose(key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {t(`tabs.${key}`)}
              </button>
            ))}
          </div>
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="tf-content-tabs__panel">
            {kind && editing && (
              <EditItem
                kind={kind}
                id={editing.id}
                // Back to the list without saving asks first when the form has unsaved changes.
                onDone={(didSave) => {
                  const done = () => {
                    setEditing(null);
                    setSaved(didSave === true);
                  };
                  if (didSave === true) done();
                  else confirmDiscard(done);
                }}
              />
            )}
            {kind && !editing && (
              <>
                <h2>{t(`tabs.${tab}`)}</h2>
                <p role="status" className="tf-content-settings__saved">
                  {saved ? t('form.saved') : ''}
                </p>
                <ContentList kind={kind} onEdit={edit} onNew={() => edit(null)} />
              </>
            )}
            {tab === 'gems' && <HiddenGemsEditor />}
            {tab === 'terms' && <TermsEditor languages={languages} />}
          </div>
        </>
      )}
    </div>
  );
}
