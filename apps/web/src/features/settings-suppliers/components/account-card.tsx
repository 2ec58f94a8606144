import { isProduct, PRODUCT_SERVICE, type Product } from '@tripfront/domain/booking/products';
import { SUPPLIER_NAMES, SUPPLIER_PRODUCTS, type SupplierAccount } from '@tripfront/domain/supplier-accounts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newKeyProblem, withoutField } from '../account-form-rules.ts';
import { useChangeSupplierAccount } from '../api/change-supplier-account.ts';
import { useTestSupplierAccount } from '../api/test-supplier-account.ts';
import { useSuppliersTranslation, type SuppliersKey } from '../hooks/use-suppliers-translation.ts';
import { CheckResult } from './check-result.tsx';
import { KeyInput } from './key-input.tsx';

/** A product's name as the booking menu shows it ("Hotels", "Air Travel", "Car Rentals"). */
export function useProductName() {
  const { t } = useTranslation();
  return (product: Product) => t(`services.${PRODUCT_SERVICE[product]}`);
}

/** What a failed change says: the API's sentence for a refusal it explains (409 PRODUCT_TAKEN), else a general one. */
const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? withoutField(error.message) : fallback;

/**
 * One supplier account: its key masked (or the platform's), its products as switches, the last
 * test, and Test connection, Replace key, Archive or Restore. An archived account shows greyed,
 * its switches off limits.
 */
export function AccountCard({ account }: { account: SupplierAccount }) {
  const { t } = useSuppliersTranslation();
  const productName = useProductName();
  const change = useChangeSupplierAccount();
  const test = useTestSupplierAccount();
  const [replacing, setReplacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const headingId = useId();
  const replaceButton = useRef<HTMLButtonElement>(null);
  const label = account.label;
  const busy = change.isPending || test.isPending;

  const patch = async (body: Parameters<typeof change.mutateAsync>[0]['patch'], success: SuppliersKey) => {
    setError(null);
    setDone('');
    try {
      await change.mutateAsync({ id: account.id, patch: body });
      setDone(t(success, { label }));
      return true;
    } catch (failure) {
      setError(failureText(failure, t('errors.failed')));
      return false;
    }
  };
  const toggle = (product: Product, on: boolean) => {
    const current = account.products.filter(isProduct);
    void patch({ products: on ? [...current, product] : current.filter((p) => p !== product) }, 'account.productsSaved');
  };
  const runTest = async () => {
    setError(null);
    setDone('');
    try {
      await test.mutateAsync(account.id);
    } catch (failure) {
      setError(failureText(failure, t('errors.failed')));
    }
  };

  return (
    <li className={`tf-suppliers__account${account.archived ? ' is-archived' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="tf-suppliers__name">
        <span className="tf-suppliers__supplier">{SUPPLIER_NAMES[account.supplier]}</span> <span dir="auto">{label}</span>
        {account.archived && (
          <>
            {' '}
            <span className="tf-suppliers__badge">{t('account.archived')}</span>
          </>
        )}
      </h3>
      <dl className="tf-suppliers__facts">
        <div>
          <dt>{t('account.key')}</dt>
          <dd>{account.credentials === 'agency' ? <Ltr className="tf-suppliers__hint">{account.hint}</Ltr> : t('account.platform')}</dd>
        </div>
        <div>
          <dt>{t('account.lastTest')}</dt>
          {/* Read out when a test answers. */}
          <dd aria-live="polite">{test.isPending ? t('account.testing') : <CheckResult check={account.check} />}</dd>
        </div>
      </dl>
      <fieldset className="tf-suppliers__products" disabled={account.archived}>
        <legend>{t('account.products')}</legend>
        {SUPPLIER_PRODUCTS[account.supplier].map((product) => (
          <label key={product} className="tf-suppliers__switch">
            <input
              type="checkbox"
              role="switch"
              checked={account.products.includes(product)}
              disabled={busy}
              aria-label={t('account.productOn', { product: productName(product), label })}
              onChange={(event) => toggle(product, event.target.checked)}
            />
            <span aria-hidden="true">{productName(product)}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="tf-form__alert" role="alert">
          {error}
        </p>
      )}
      <p className="tf-sr-only" role="status">
        {done}
      </p>
      <div className="tf-suppliers__actions">
        {!account.archived && (
          <button
            type="button"
            className="tf-button tf-button--outline"
            aria-label={t('account.testAria', { label })}
            aria-busy={test.isPending || undefined}
            disabled={busy}
            onClick={() => void runTest()}
          >
            {test.isPending ? t('account.testing') : t('account.test')}
          </button>
        )}
        {!account.archived && account.credentials === 'agency' && (
          <button
            ref={replaceButton}
            type="button"
            className="tf-button tf-button--outline"
            aria-label={t('account.replaceAria', { label })}
            aria-expanded={replacing}
            disabled={busy}
            onClick={() => setReplacing(!replacing)}
          >
            {t('account.replaceKey')}
          </button>
        )}
        <button
          type="button"
          className="tf-button tf-button--ghost"
          aria-label={t(account.archived ? 'account.restoreAria' : 'account.archiveAria', { label })}
          disabled={busy}
          onClick={() => void patch({ archived: !account.archived }, account.archived ? 'account.restoredDone' : 'account.archivedDone')}
        >
          {account.archived ? t('account.restore') : t('account.archive')}
        </button>
      </div>
      {replacing && !account.archived && (
        <NewKeyForm
          accountId={account.id}
          onDone={(saved) => {
            setReplacing(false);
            if (saved) setDone(t('account.keySaved', { label }));
            replaceButton.current?.focus();
          }}
        />
      )}
    </li>
  );
}

/** Replace key: the new key, checked as the API will, sent once; the old one is never shown. */
function NewKeyForm({ accountId, onDone }: { accountId: string; onDone: (saved: boolean) => void }) {
  const { t } = useSuppliersTranslation();
  const change = useChangeSupplierAccount();
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form opened for this: the key goes here first.
  useEffect(() => input.current?.focus(), []);
  const submit = async () => {
    const refused = newKeyProblem(secret);
    if (refused) {
      setProblem(t(refused));
      return;
    }
    try {
      await change.mutateAsync({ id: accountId, patch: { secret: secret.trim() } });
      onDone(true);
    } catch (failure) {
      setProblem(failureText(failure, t('errors.failed')));
    }
  };
  return (
    <form
      className="tf-form tf-suppliers__new-key"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="tf-form__field">
        <label htmlFor={`${id}-key`}>{t('account.newKey')}</label>
        <KeyInput
          ref={input}
          id={`${id}-key`}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        />
        <p className="tf-form__hint" id={`${id}-hint`}>
          {t('account.newKeyHint')}
        </p>
        {problem && (
          <p className="tf-form__error" id={`${id}-error`}>
            {problem}
          </p>
        )}
      </div>
      <div className="tf-suppliers__actions">
        <button type="submit" className="tf-button tf-button--primary" disabled={change.isPending}>
          {change.isPending ? t('account.savingKey') : t('account.saveKey')}
        </button>
        <button type="button" className="tf-button tf-button--outline" onClick={() => onDone(false)}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
