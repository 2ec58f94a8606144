import type { AgencySettings } from '@tripfront/domain/settings';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useAgency } from '../../agency/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import {
  SaveBar,
  SettingsPage,
  SettingsSection,
  saveFailure,
  useReloadSettings,
  useSaveSettings,
  useSettingsTranslation,
  useUnsavedChangesGuard,
} from '../../settings/index.ts';
import { useMarkupTranslation, type MarkupT } from '../hooks/use-markup-translation.ts';
import { usePlaceNames } from '../hooks/use-place-names.tsx';
import { fromDraft, newRule, previewSettings, sameDraft, toDraft, type DraftProblem, type MarkupDraft } from '../model/markup-draft.ts';
import { FieldError } from './field-error.tsx';
import { MarkupPreview } from './markup-preview.tsx';
import { MarkupRuleEditor } from './markup-rule-editor.tsx';
import '../../../components/ui/form.css';
import './markup-settings.css';

/** /settings/agency (spec §2 Markup Settings): the default markup, rules by product and country, a live preview. */
export function MarkupSettingsPage() {
  const { t, ready } = useMarkupTranslation();
  const settingsTexts = useSettingsTranslation();
  const [saved, setSaved] = useState(false);
  if (!ready) return <LoadingStatus>{settingsTexts.t('common.loading')}</LoadingStatus>;
  return (
    <SettingsPage title={t('title')} description={t('lede')}>
      {(settings) => (
        // A new version (this save, or a reload after a conflict) starts the form again from it.
        <MarkupForm key={settings.version} settings={settings} saved={saved} onSaved={() => setSaved(true)} onEdit={() => setSaved(false)} />
      )}
    </SettingsPage>
  );
}

const problemText = (t: MarkupT, problem: DraftProblem, path: string) => {
  const currency = path.split('.').at(-1);
  return problem === 'percent' ? t('problems.percent') : t(problem === 'amount' ? 'problems.amount' : 'problems.currencyTwice', { currency });
};

interface MarkupFormProps {
  settings: AgencySettings;
  saved: boolean;
  onSaved: () => void;
  onEdit: () => void;
}

function MarkupForm({ settings, saved, onSaved, onEdit }: MarkupFormProps) {
  const { t, i18n } = useMarkupTranslation();
  const agency = useAgency();
  const { selectedCurrency, exchangeRates } = useSelectedCurrency();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { countryOptions, currencyOptions, countryName } = usePlaceNames(language);
  const save = useSaveSettings('markup');
  const reload = useReloadSettings();

  const [initial] = useState(() => toDraft(settings.markup));
  const [draft, setDraft] = useState<MarkupDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ conflict: string | null; error: string | null }>({ conflict: null, error: null });
  const focusRule = useRef<string | null>(null);
  const ruleFocus = useRef<HTMLSelectElement>(null);

  const dirty = !sameDraft(draft, initial);
  const guard = useUnsavedChangesGuard(dirty && !save.isSuccess);
  const checked = fromDraft(draft);
  const errorOf = (path: string): string | undefined => {
    if (serverErrors[path]) return serverErrors[path];
    if (!submitted || checked.ok) return undefined;
    const problem = checked.problems[path];
    return problem ? problemText(t, problem, path) : checked.errors[path];
  };

  useEffect(() => {
    if (focusRule.current && ruleFocus.current) {
      ruleFocus.current.focus();
      focusRule.current = null;
    }
  }, [draft.rules.length]);

  const edit = (next: MarkupDraft) => {
    setDraft(next);
    setServerErrors({});
    setFailure({ conflict: null, error: null });
    onEdit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok) return;
    save.mutate(
      { version: settings.version, settings: checked.settings },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const f = saveFailure(error);
          if (f.kind === 'conflict') setFailure({ conflict: f.message, error: null });
          else if (f.kind === 'field') setServerErrors({ [f.field.replace(/^markup\./, '')]: f.message });
          else setFailure({ conflict: null, error: f.message ?? t('problems.fix') });
        },
      },
    );
  };

  const defaultError = errorOf('markupBasisPoints');
  const lastRule = draft.rules.at(-1)?.key;

  return (
    <form className="tf-form tf-markup" noValidate onSubmit={onSubmit}>
      {submitted && !checked.ok && (
        <p className="tf-form__alert" role="alert">
          {t('problems.fix')}
        </p>
      )}
      <SettingsSection title={t('default.title')} description={t('default.hint')}>
        <div className="tf-form__field tf-markup__percent">
          <label htmlFor="markup-default">{t('default.label')}</label>
          <input
            id="markup-default"
            type="text"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={draft.defaultPercent}
            aria-invalid={defaultError ? true : undefined}
            aria-describedby={defaultError ? 'markup-default-error' : undefined}
            onChange={(e) => edit({ ...draft, defaultPercent: e.target.value })}
          />
          <FieldError id="markup-default-error" message={defaultError} />
        </div>
      </SettingsSection>

      <SettingsSection title={t('rules.title')} description={t('rules.hint')}>
        {draft.rules.length === 0 ? (
          <p className="tf-form__hint">{t('rules.empty')}</p>
        ) : (
          <ol className="tf-markup__rules">
            {draft.rules.map((rule, index) => (
              <MarkupRuleEditor
                key={rule.key}
                rule={rule}
                index={index}
                countryOptions={countryOptions}
                currencyOptions={currencyOptions}
                countryName={countryName}
                preferredCurrency={selectedCurrency.currency}
                errorOf={errorOf}
                productRef={rule.key === lastRule ? ruleFocus : undefined}
                onChange={(next) => edit({ ...draft, rules: draft.rules.map((r) => (r.key === rule.key ? next : r)) })}
                onRemove={() => edit({ ...draft, rules: draft.rules.filter((r) => r.key !== rule.key) })}
              />
            ))}
          </ol>
        )}
        <button
          type="button"
          className="tf-button tf-button--outline"
          onClick={() => {
            const rule = newRule(draft, selectedCurrency.currency);
            focusRule.current = rule.key;
            edit({ ...draft, rules: [...draft.rules, rule] });
          }}
        >
          {t('rules.add')}
        </button>
      </SettingsSection>

      <SettingsSection title={t('preview.title')} description={t('preview.hint')}>
        <MarkupPreview
          settings={previewSettings(draft)}
          countryOptions={countryOptions}
          currencyOptions={currencyOptions}
          countryName={countryName}
          initialCurrency={selectedCurrency.currency}
          rates={exchangeRates}
          locale={language}
          forceEnglish={agency.settings.forceEnglishNumberFormat}
        />
      </SettingsSection>

      {saved && !dirty && (
        <p className="tf-markup__saved" role="status">
          {t('saved')}
        </p>
      )}
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        onDiscard={() => edit(initial)}
        conflict={failure.conflict}
        onReload={() => void reload()}
        error={failure.error}
      />
      {guard}
    </form>
  );
}
