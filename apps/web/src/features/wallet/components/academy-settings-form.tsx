import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAgencySettings, useSaveSettings } from '../../settings/index.ts';
import { useWalletTranslation, type WalletT } from '../hooks/use-wallet-translation.ts';
import { outcomeOf, SettingsActions, type SaveOutcome } from './settings-actions.tsx';

const formSchema = (t: WalletT) =>
  z.object({
    url: z
      .string()
      .trim()
      .max(500, t('academy.urlError'))
      .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), t('academy.urlError')),
  });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/** The address of the agency's academy (settings section 'academy'): agents open it from the side navigation. Owners and admins. */
export function AcademySettingsForm() {
  const { t } = useWalletTranslation();
  const settings = useAgencySettings();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  if (!settings.data) return null;
  return (
    <LoadedForm key={settings.data.version} version={settings.data.version} url={settings.data.academy.url} t={t} outcome={outcome} onOutcome={setOutcome} />
  );
}

function LoadedForm({
  version,
  url,
  t,
  outcome,
  onOutcome,
}: {
  version: number;
  url: string;
  t: WalletT;
  outcome: SaveOutcome;
  onOutcome: (o: SaveOutcome) => void;
}) {
  const id = useId();
  const save = useSaveSettings('academy');
  const resolver = useMemo(() => zodResolver(formSchema(t)), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver, defaultValues: { url } });
  const submit = handleSubmit(async (values) => {
    onOutcome(null);
    onOutcome(await outcomeOf(() => save.mutateAsync({ version, settings: { url: values.url } })));
  });
  return (
    <form className="tf-card tf-wallet-settings" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('academy.title')}</h2>
      <div className="tf-wallet-settings__field">
        <label htmlFor={`${id}-url`}>{t('academy.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`${id}-url-hint`}
          {...register('url')}
        />
        <p id={`${id}-url-hint`} className={errors.url ? 'tf-wallet-settings__error' : 'tf-wallet-lede'}>
          {errors.url?.message ?? t('academy.hint')}
        </p>
      </div>
      <SettingsActions pending={save.isPending} dirty={isDirty} outcome={outcome} />
    </form>
  );
}
