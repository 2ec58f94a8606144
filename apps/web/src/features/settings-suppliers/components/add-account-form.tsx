import { MERGED_PRODUCTS, SUPPLIER_NAMES, SUPPLIER_PRODUCTS, SUPPLIERS, type SupplierKind } from '@tripfront/domain/supplier-accounts';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { addAccountProblems, emptyAddAccount, toAccountBody, withoutField, type AddAccountField, type AddAccountValues } from '../account-form-rules.ts';
import { useAddSupplierAccount } from '../api/add-supplier-account.ts';
import type { SupplierAccounts } from '../api/get-supplier-accounts.ts';
import { useSuppliersTranslation } from '../hooks/use-suppliers-translation.ts';
import { useProductName } from './account-card.tsx';
import { KeyInput } from './key-input.tsx';

const FIELDS: readonly AddAccountField[] = ['supplier', 'label', 'credentials', 'secret', 'products'];
const isField = (name: string | undefined): name is AddAccountField => FIELDS.includes(name as AddAccountField);

/**
 * Add an account: the supplier, a name, whose account (the agency's key, or the platform's where
 * the operator offers it), the key, and the products switched on, limited to what the supplier
 * sells. Checked with the API's own schema; the API's refusals show on their fields.
 */
export function AddAccountForm({ platformAvailable }: { platformAvailable: SupplierAccounts['platformAvailable'] }) {
  const { t } = useSuppliersTranslation();
  const add = useAddSupplierAccount();
  const id = useId();
  const [added, setAdded] = useState('');
  const resolver = useCallback<Resolver<AddAccountValues>>(
    (values) => {
      const problems = addAccountProblems(values);
      if (problems.length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(problems.map((p) => [p.field, { type: 'validate', message: p.key ? t(p.key) : p.message }]));
      return { values: {}, errors: errors as FieldErrors<AddAccountValues> };
    },
    [t],
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddAccountValues>({ resolver, defaultValues: emptyAddAccount() });
  const supplier = useWatch({ control, name: 'supplier' });
  const credentials = useWatch({ control, name: 'credentials' });
  const supplierName = SUPPLIER_NAMES[supplier];
  const platformOffered = platformAvailable[supplier] === true;

  const fieldId = (name: AddAccountField) => `${id}-${name}`;
  const describedBy = (name: AddAccountField, ...hints: string[]) => [...hints, ...(errors[name] ? [`${fieldId(name)}-error`] : [])].join(' ') || undefined;
  const fieldError = (name: AddAccountField) =>
    errors[name]?.message ? (
      <p className="tf-form__error" id={`${fieldId(name)}-error`}>
        {errors[name].message}
      </p>
    ) : null;

  const supplierField = register('supplier', {
    // Another supplier: the platform's account only where offered, products only those it sells.
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as SupplierKind;
      if (!platformAvailable[next]) setValue('credentials', 'agency');
      setValue('products', []);
    },
  });

  const submit = handleSubmit(async (values) => {
    setAdded('');
    try {
      const account = await add.mutateAsync(toAccountBody(values));
      reset(emptyAddAccount(values.supplier));
      setAdded(t('add.added', { label: account.label }));
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && isField(error.field))
        setError(error.field, { type: 'server', message: withoutField(error.message) }, { shouldFocus: true });
      else setError('root', { message: error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('errors.failed') });
    }
  });

  return (
    <form className="tf-form tf-suppliers__add" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{t('add.title')}</h2>
      {errors.root?.message && (
        <p className="tf-form__alert" role="alert">
          {errors.root.message}
        </p>
      )}
      <div className="tf-form__row">
        <div className="tf-form__field">
          <label htmlFor={fieldId('supplier')}>{t('add.supplier')}</label>
          <select id={fieldId('supplier')} {...supplierField}>
            {SUPPLIERS.map((s) => (
              <option key={s} value={s}>
                {SUPPLIER_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="tf-form__field">
          <label htmlFor={fieldId('label')}>{t('add.label')}</label>
          <input
            id={fieldId('label')}
            dir="auto"
            maxLength={80}
            autoComplete="off"
            aria-invalid={errors.label ? true : undefined}
            aria-describedby={describedBy('label', `${fieldId('label')}-hint`)}
            {...register('label')}
          />
          <p className="tf-form__hint" id={`${fieldId('label')}-hint`}>
            {t('add.labelHint')}
          </p>
          {fieldError('label')}
        </div>
      </div>

      <fieldset className="tf-suppliers__choices" aria-describedby={describedBy('credentials')}>
        <legend>{t('add.credentials')}</legend>
        <label className="tf-form__check">
          <input type="radio" value="agency" aria-describedby={`${fieldId('credentials')}-own`} {...register('credentials')} />
          <span>
            {t('add.own')}
            <span className="tf-form__hint" id={`${fieldId('credentials')}-own`}>
              {t('add.ownHint')}
            </span>
          </span>
        </label>
        {platformOffered ? (
          <label className="tf-form__check">
            <input type="radio" value="platform" aria-describedby={`${fieldId('credentials')}-platform`} {...register('credentials')} />
            <span>
              {t('add.platform')}
              <span className="tf-form__hint" id={`${fieldId('credentials')}-platform`}>
                {t('add.platformHint', { supplier: supplierName })}
              </span>
            </span>
          </label>
        ) : (
          <p className="tf-form__hint">{t('add.platformUnavailable', { supplier: supplierName })}</p>
        )}
        {fieldError('credentials')}
      </fieldset>

      {credentials === 'agency' && (
        <div className="tf-form__field">
          <label htmlFor={fieldId('secret')}>{t('add.key')}</label>
          <KeyInput
            id={fieldId('secret')}
            aria-invalid={errors.secret ? true : undefined}
            aria-describedby={describedBy('secret', `${fieldId('credentials')}-own`)}
            {...register('secret')}
          />
          {fieldError('secret')}
        </div>
      )}

      <ProductChoices
        supplier={supplier}
        id={fieldId('products')}
        error={fieldError('products')}
        invalid={Boolean(errors.products)}
        field={register('products')}
      />

      <div className="tf-suppliers__actions">
        <button type="submit" className="tf-button tf-button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('add.adding') : t('add.submit')}
        </button>
        <p className="tf-suppliers__done" role="status">
          {added}
        </p>
      </div>
    </form>
  );
}

interface ProductChoicesProps {
  supplier: SupplierKind;
  id: string;
  field: UseFormRegisterReturn<'products'>;
  invalid: boolean;
  error: ReactNode;
}

/** The products to switch on: only those the supplier sells, with the hotels' rule where it sells hotels. */
function ProductChoices({ supplier, id, field, invalid, error }: ProductChoicesProps) {
  const { t } = useSuppliersTranslation();
  const productName = useProductName();
  const sold = SUPPLIER_PRODUCTS[supplier];
  return (
    <fieldset className="tf-suppliers__choices" aria-describedby={[`${id}-hint`, ...(error ? [`${id}-error`] : [])].join(' ')}>
      <legend>{t('add.products')}</legend>
      <p className="tf-form__hint" id={`${id}-hint`}>
        {t('add.productsHint', { supplier: SUPPLIER_NAMES[supplier] })}
      </p>
      <div className="tf-suppliers__product-choices">
        {sold.map((product) => (
          <label key={product} className="tf-form__check">
            <input type="checkbox" value={product} aria-invalid={invalid || undefined} {...field} />
            <span>{productName(product)}</span>
          </label>
        ))}
      </div>
      {sold.some((p) => MERGED_PRODUCTS.includes(p)) && <p className="tf-form__hint">{t('rules.merged')}</p>}
      {error}
    </fieldset>
  );
}
