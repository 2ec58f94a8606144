import type { LanguageCode } from '@tripfront/domain/agency';
import { termsInputSchema, type TermsKind, type TermsVersion } from '@tripfront/domain/content';
import { useId, useState } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { apiErrorText } from './content-errors.ts';
import { uploadContentImage, useAgencyTerms, usePublishTerms } from '../api/agency-content.ts';
import { ContentDate } from '../components/content-parts.tsx';
import { LoadError } from './content-list.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { useConfirmDiscard, useReportUnsaved } from './unsaved-work.tsx';
import { useContentTranslation } from './use-content-translation.ts';

type Languages = readonly { code: LanguageCode; name: string }[];

/** Publishing a new version of one kind of terms: the text in each language written. */
function PublishTermsForm({
  kind,
  languages,
  latest,
  onDone,
}: {
  kind: TermsKind;
  languages: Languages;
  latest: TermsVersion | undefined;
  onDone: () => void;
}) {
  const { t } = useContentTranslation();
  const id = useId();
  const publish = usePublishTerms();
  const [language, setLanguage] = useState<LanguageCode>(languages[0]?.code ?? 'en');
  // Starts from the latest version's text: a new version is usually a change to it.
  const [initial] = useState<Partial<Record<LanguageCode, string>>>(() =>
    Object.fromEntries(Object.entries(latest?.translations ?? {}).map(([code, v]) => [code, v?.bodyHtml ?? ''])),
  );
  const [bodies, setBodies] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // Text changed and not published: Cancel and the content page's tabs ask before dropping it.
  const codesWritten = new Set([...Object.keys(initial), ...Object.keys(bodies)]) as Set<LanguageCode>;
  const dirty = !publish.isSuccess && [...codesWritten].some((code) => (bodies[code] ?? '') !== (initial[code] ?? ''));
  useReportUnsaved(dirty);
  const confirmDiscard = useConfirmDiscard();

  const submit = () => {
    setError(null);
    const translations = Object.fromEntries(
      Object.entries(bodies)
        .filter(([, html]) => html !== undefined && html.trim() !== '')
        .map(([code, html]) => [code, { bodyHtml: html! }]),
    );
    const parsed = termsInputSchema.safeParse({ kind, translations });
    if (!parsed.success) {
      setError(t('terms.empty'));
      return;
    }
    publish.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (e) => {
        const text = apiErrorText(e);
        setError(text ? t(text.key, text.values) : t('form.saveFailed'));
      },
    });
  };

  return (
    <div className="tf-content-terms-form" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('terms.newVersion')}</h4>
      <div className="tf-content-form__languages" role="group" aria-label={t('form.languages')}>
        {languages.map((l) => (
          <button key={l.code} type="button" aria-pressed={l.code === language} onClick={() => setLanguage(l.code)}>
            {l.name}
          </button>
        ))}
      </div>
      <div lang={language}>
        <RichTextEditor
          key={language}
          label={t('terms.text', { language: languages.find((l) => l.code === language)?.name ?? language })}
          value={bodies[language] ?? ''}
          onChange={(html) => setBodies((current) => ({ ...current, [language]: html }))}
          errorId={error ? `${id}-error` : undefined}
          upload={uploadContentImage}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="tf-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="tf-content-form__actions">
        <button type="button" className="tf-button tf-button--primary" disabled={publish.isPending} onClick={submit}>
          {t('terms.publish')}
        </button>
        <button type="button" className="tf-button tf-button--outline" onClick={() => confirmDiscard(onDone, dirty)}>
          {t('editor.cancel')}
        </button>
      </div>
    </div>
  );
}

function TermsSection({ kind, versions, languages }: { kind: TermsKind; versions: TermsVersion[]; languages: Languages }) {
  const { t } = useContentTranslation();
  const id = useId();
  const [publishing, setPublishing] = useState(false);
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <section className="tf-content-terms-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(kind === 'agency' ? 'terms.agency' : 'terms.users')}</h3>
      {newestFirst.length === 0 ? (
        <p>{t('terms.noVersions')}</p>
      ) : (
        <ul className="tf-content-rows" aria-label={t('terms.versions')}>
          {newestFirst.map((v) => (
            <li key={v.version} className="tf-content-row">
              <span>
                {t('terms.version', { version: v.version })} · <ContentDate iso={v.publishedAt} />
              </span>
              <ul className="tf-content-row__languages" aria-label={t('list.languages')}>
                {Object.keys(v.translations).map((code) => (
                  <li key={code} className="tf-content-badge">
                    {code.toUpperCase()}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {publishing ? (
        <PublishTermsForm kind={kind} languages={languages} latest={newestFirst[0]} onDone={() => setPublishing(false)} />
      ) : (
        <button type="button" className="tf-button tf-button--outline" onClick={() => setPublishing(true)}>
          {t('terms.newVersion')}
        </button>
      )}
    </section>
  );
}

/** The agency's terms and its users' terms (issue #44): dated versions, never edited, a new one published. */
export function TermsEditor({ languages }: { languages: Languages }) {
  const { t } = useContentTranslation();
  const terms = useAgencyTerms();
  if (terms.isPending) return <LoadingStatus>{t('list.loading')}</LoadingStatus>;
  if (terms.isError) return <LoadError onRetry={() => void terms.refetch()} />;
  return (
    <div className="tf-content-terms-editor">
      <h2>{t('tabs.terms')}</h2>
      <TermsSection kind="agency" versions={terms.data.agency} languages={languages} />
      <TermsSection kind="users" versions={terms.data.users} languages={languages} />
    </div>
  );
}
