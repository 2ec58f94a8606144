import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCY_CODES } from '@tripfront/domain/currency/codes';
import { MAX_REWARD_BASIS_POINTS, type WalletSettings } from '@tripfront/domain/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { currentUserQueryOptions } from '../../auth/index.ts';
import { useAgencySettings, useSaveSettings } from '../../settings/index.ts';
import { useWalletTranslation, type WalletT } from '../hooks/use-wallet-translation.ts';
import { outcomeOf, SettingsActions, type SaveOutcome } from './settings-actions.tsx';

/** The form's fields: the reward as a percentage with up to two decimals (basis points on the wire). */
const formSchema = (t: WalletT) =>
  z.object({
    isRewardWalletEnable: z.boolean(),
    percent: z
      .string()
      .trim()
      .regex(/^\d{1,2}([.,]\d{1,2})?$/, t('settings.percentError', { max: MAX_REWARD_BASIS_POINTS / 100 }))
      .refine((v) => Number(v.replace(',', '.')) * 100 <= MAX_REWARD_BASIS_POINTS, t('settings.percentError', { max: MAX_REWARD_BASIS_POINTS / 100 })),
    currency: z.string().regex(/^[A-Z]{3}$/),
  });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

const toForm = (w: WalletSettings): FormValues => ({
  isRewardWalletEnable: w.isRewardWalletEnable,
  percent: String(w.rewardBasisPoints / 100),
  currency: w.currency ?? 'USD',
});

/**
 * The reward wallet's settings (agency settings section 'wallet', decision 0030/0039): on or off,
 * the share of each paid booking travellers earn, and the wallet's currency. Owners and admins.
 */
export function WalletSettingsForm() {
  const { t } = useWalletTranslation();
  const settings = useAgencySettings();
  // Kept above the form, which starts afresh from each version it reads (a save makes a new one).
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  if (!settings.data) return null;
  return (
    <LoadedForm key={settings.data.version} version={settings.data.version} wallet={settings.data.wallet} t={t} outcome={outcome} onOutcome={setOutcome} />
  );
}

function LoadedForm({
  version,
  wallet,
  t,
  outcome,
  onOutcome: setOutcome,
}: {
  version: number;
  wallet: WalletSettings;
  t: WalletT;
  outcome: SaveOutcome;
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const save = useSaveSettings('wallet');
  const resolver = useMemo(() => zodResolver(formSchema(t)), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver, defaultValues: toForm(wallet) });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const outcome = await outcomeOf(() =>
      save.mutateAsync({
        version,
        settings: {
          isRewardWalletEnable: values.isRewardWalletEnable,
          rewardBasisPoints: Math.round(Number(values.percent.replace(',', '.')) * 100),
          currency: values.currency,
        },
      }),
    );
    setOutcome(outcome);
    // The Wallet links follow the setting; balances and rates read again.
    if (outcome === 'saved') {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]);
    }
  });

  return (
    <form className="tf-card tf-wallet-settings" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.title')}</h2>
      <label className="tf-booking-check">
        <input type="checkbox" {...register('isRewardWalletEnable')} />
        {t('settings.enabled')}
      </label>
      <div className="tf-wallet-settings__row">
        <div className="tf-wallet-settings__field">
          <label htmlFor={`${id}-percent`}>{t('settings.percent')}</label>
          <input
            id={`${id}-percent`}
            inputMode="decimal"
            dir="ltr"
            aria-invalid={errors.percent ? true : undefined}
            aria-describedby={`${id}-percent-hint`}
            {...register('percent')}
          />
          <p id={`${id}-percent-hint`} className={errors.percent ? 'tf-wallet-settings__error' : 'tf-wallet-lede'}>
            {errors.percent?.message ?? t('settings.percentHint', { max: MAX_REWARD_BASIS_POINTS / 100 })}
          </p>
        </div>
        <div className="tf-wallet-settings__field">
          <label htmlFor={`${id}-currency`}>{t('settings.currency')}</label>
          <select id={`${id}-currency`} {...register('currency')}>
            {CURRENCY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <p className="tf-wallet-lede">{t('settings.currencyHint')}</p>
        </div>
      </div>
      <SettingsActions pending={save.isPending} dirty={isDirty} outcome={outcome} />
    </form>
  );
}
