import { isGuestUser } from '@tripfront/domain/navigation/roles';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { toMajor, toMinor } from '@tripfront/domain/money';
import { maxCreditsMinor } from '@tripfront/domain/wallet';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useCurrentUser } from '../../auth/index.ts';
import { exchangeRatesQueryOptions } from '../../currency/index.ts';
import { useUserWallet, useWalletTranslation } from '../../wallet/index.ts';
import { useMoney } from '../hooks/use-money.ts';

interface CreditsControlProps {
  total: BookingMoney;
  /** The credits to spend, minor units of the total's currency (0: none). */
  value: number;
  onChange: (credits: number) => void;
}

/**
 * "Use my credits" at checkout (issue #16): for travellers of an agency with the reward wallet who
 * hold credits. All or part, up to the balance (converted to the booking's currency) and the total.
 */
export function CreditsControl({ total, value, onChange }: CreditsControlProps) {
  const { t, ready } = useWalletTranslation();
  const money = useMoney();
  const user = useCurrentUser();
  const id = useId();
  // A guest session has no wallet (decision 0104).
  const enabled = user?.isRewardWalletEnable === true && !isGuestUser(user);
  const wallet = useUserWallet(user?.id ?? '', 1, enabled);
  const rates = useQuery(exchangeRatesQueryOptions());
  const balance = wallet.data?.balance;
  const max =
    balance && wallet.data?.enabled && (balance.currency === total.currency || rates.data)
      ? maxCreditsMinor(balance.amount, balance.currency, total.amount, total.currency, rates.data?.rates ?? {})
      : 0;
  const [on, setOn] = useState(value > 0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A new price (a new hold) or a smaller balance: never more than is allowed.
  useEffect(() => {
    if (value > max) onChange(max);
  }, [value, max, onChange]);

  if (!ready || !enabled || max <= 0 || !balance) return null;
  const toggle = (checked: boolean) => {
    setError(null);
    setOn(checked);
    if (checked) {
      setText(String(toMajor(max, total.currency)));
      onChange(max);
    } else {
      setText('');
      onChange(0);
    }
  };
  const typed = (next: string) => {
    setText(next);
    const major = Number(next.replace(',', '.'));
    if (next.trim() === '' || !Number.isFinite(major) || major < 0) {
      setError(null);
      onChange(0);
      return;
    }
    const minor = toMinor(major, total.currency);
    if (minor > max) {
      setError(t('checkout.tooMuch', { amount: money({ amount: max, currency: total.currency }) }));
      onChange(max);
    } else {
      setError(null);
      onChange(minor);
    }
  };
  const card = total.amount - value;
  return (
    <fieldset className="tf-card tf-booking-credits">
      <legend>{t('checkout.title')}</legend>
      <p>{t('checkout.available', { amount: money(balance) })}</p>
      <label className="tf-booking-check">
        <input type="checkbox" checked={on} onChange={(e) => toggle(e.target.checked)} />
        {t('checkout.useCredits')}
      </label>
      {on && (
        <div className="tf-booking-field">
          <label htmlFor={`${id}-credits`}>{t('checkout.amountLabel', { currency: total.currency })}</label>
          <input
            id={`${id}-credits`}
            type="text"
            inputMode="decimal"
            dir="ltr"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-credits-hint`}
            onChange={(e) => typed(e.target.value)}
          />
          <p className={error ? 'tf-booking-field__error' : 'tf-booking-field__hint'} id={`${id}-credits-hint`} aria-live="polite">
            {error ?? t('checkout.amountHint', { amount: money({ amount: max, currency: total.currency }) })}
          </p>
          <p role="status">{card > 0 ? t('checkout.cardPays', { amount: money({ amount: card, currency: total.currency }) }) : t('checkout.coversAll')}</p>
        </div>
      )}
    </fieldset>
  );
}
