import { PRODUCT_SERVICE, productOfService, type Product } from '@tripfront/domain/booking/products';
import { pastedDealLinkTarget } from '@tripfront/domain/navigation/deal-link';
import { dealLinkTargetAllowed } from '@tripfront/domain/proposals';
import { todayIn } from '@tripfront/domain/today';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useBookingLinks } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCreateDealLink } from '../api/deal-links.ts';
import { useDealLinksTranslation, type DealLinksT } from '../hooks/use-deal-links-translation.ts';
import { CopyButton } from './copy-button.tsx';

type Field = 'title' | 'target' | 'agentMarkupBasisPoints' | 'expiresOn';

interface Values {
  title: string;
  product: Product | '';
  target: string;
  markupPercent: string;
  expiresOn: string;
}

/** The checks the server makes too, in the page's words: the field at fault, or null. */
function checked(values: Values, capBasisPoints: number, host: string): { ok: false; field: Field } | { ok: true; target: string; basisPoints: number } {
  if (values.title.trim() === '') return { ok: false, field: 'title' };
  const pasted = pastedDealLinkTarget(values.target, host);
  if (!pasted || !dealLinkTargetAllowed(pasted.target)) return { ok: false, field: 'target' };
  const percent = values.markupPercent.trim() === '' ? 0 : Number(values.markupPercent.replace(',', '.'));
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || basisPoints < 0 || basisPoints > capBasisPoints) return { ok: false, field: 'agentMarkupBasisPoints' };
  return { ok: true, target: pasted.target, basisPoints };
}

/**
 * A new deal link: its title, the search or deal it leads to (an address of this storefront,
 * pasted; its product follows from it), the agent's markup within the agency's cap, and an
 * optional last day. Nothing typed is lost on an error; the field at fault says why.
 */
export function DealLinkForm({ capBasisPoints }: { capBasisPoints: number }) {
  const { t, i18n } = useDealLinksTranslation();
  const { t: tApp } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const { services } = useBookingLinks(user);
  const create = useCreateDealLink();
  const [values, setValues] = useState<Values>({ title: '', product: '', target: '', markupPercent: '', expiresOn: '' });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const cap = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(capBasisPoints / 10_000),
    [locale, capBasisPoints],
  );
  const products = services.map((s) => ({ product: productOfService(s.service), href: s.href, service: s.service }));
  const product = values.product || products[0]?.product || 'hotel';
  const searchHref = products.find((p) => p.product === product)?.href;
  const host = typeof window === 'undefined' ? '' : window.location.host;

  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const onTarget = (target: string) => {
    const pasted = pastedDealLinkTarget(target, host);
    // The product follows the page pasted, when the agency offers it.
    const found = pasted?.product && products.some((p) => p.product === pasted.product) ? pasted.product : null;
    set({ target, ...(found ? { product: found } : {}) });
    if (invalid === 'target') setInvalid(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checked(values, capBasisPoints, host);
    if (!check.ok) {
      setInvalid(check.field);
      document.getElementById(`${id}-${check.field}`)?.focus();
      return;
    }
    setInvalid(null);
    create.mutate(
      { title: values.title.trim(), product, target: check.target, agentMarkupBasisPoints: check.basisPoints, expiresOn: values.expiresOn || null },
      {
        onSuccess: () => setValues({ title: '', product: values.product, target: '', markupPercent: '', expiresOn: '' }),
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : undefined;
          if (field === 'title' || field === 'target' || field === 'agentMarkupBasisPoints' || field === 'expiresOn') setInvalid(field);
        },
      },
    );
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    error: invalid === name ? errorText(t, name, cap) : null,
  });
  const serverError = create.isError && !(create.error instanceof ApiError && create.error.field) ? t('form.errors.failed') : null;

  return (
    <section className="tf-deal-links__new" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('form.heading')}</h2>
      <form className="tf-form" noValidate onSubmit={submit}>
        <FieldShell {...field('title')} label={t('form.title')} hint={t('form.titleHint')}>
          {(aria) => <input {...aria} value={values.title} maxLength={120} onChange={(e) => set({ title: e.target.value })} />}
        </FieldShell>
        <FieldShell
          {...field('target')}
          label={t('form.target')}
          hint={
            <>
              {t('form.targetHint')}{' '}
              {searchHref && (
                <a href={searchHref} target="_blank" rel="noopener">
                  {t('form.openSearch', { product: tApp(`services.${PRODUCT_SERVICE[product]}`) })}
                </a>
              )}
            </>
          }
        >
          {(aria) => <input {...aria} type="url" inputMode="url" dir="ltr" value={values.target} onChange={(e) => onTarget(e.target.value)} />}
        </FieldShell>
        <div className="tf-form__row">
          <div className="tf-form__field">
            <label htmlFor={`${id}-product`}>{t('form.product')}</label>
            <select id={`${id}-product`} value={product} onChange={(e) => set({ product: e.target.value as Product })}>
              {products.map((p) => (
                <option key={p.product} value={p.product}>
                  {tApp(`services.${p.service}`)}
                </option>
              ))}
            </select>
          </div>
          <FieldShell {...field('agentMarkupBasisPoints')} label={t('form.markup')} hint={t('form.markupHint', { cap })}>
            {(aria) => (
              <input
                {...aria}
                type="number"
                inputMode="decimal"
                min={0}
                max={capBasisPoints / 100}
                step={0.5}
                value={values.markupPercent}
                onChange={(e) => set({ markupPercent: e.target.value })}
              />
            )}
          </FieldShell>
          <FieldShell {...field('expiresOn')} label={t('form.expiresOn')} hint={t('form.expiresHint')}>
            {(aria) => (
              <input {...aria} type="date" min={todayIn(undefined, new Date())} value={values.expiresOn} onChange={(e) => set({ expiresOn: e.target.value })} />
            )}
          </FieldShell>
        </div>
        {serverError && (
          <p className="tf-form__alert" role="alert">
            {serverError}
          </p>
        )}
        <button type="submit" className="tf-button" disabled={create.isPending}>
          {create.isPending ? t('form.creating') : t('form.submit')}
        </button>
      </form>
      {create.data && (
        <p className="tf-deal-links__created" role="status">
          {t('form.created')}{' '}
          <bdi dir="ltr" className="tf-deal-links__url">
            {create.data.url}
          </bdi>{' '}
          <CopyButton url={create.data.url} title={create.data.title} />
        </p>
      )}
    </section>
  );
}

/** What is wrong with a field, in the page's words. */
function errorText(t: DealLinksT, field: Field, cap: string): string {
  if (field === 'title') return t('form.errors.title');
  if (field === 'target') return t('form.errors.target');
  if (field === 'agentMarkupBasisPoints') return t('form.errors.markup', { cap });
  return t('form.errors.expiresOn');
}

interface FieldAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

/** A field: its label, its input (given the ids and states it must carry), its hint, and what is wrong with it. */
function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  error: string | null;
  children: (aria: FieldAria) => ReactNode;
}) {
  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-hint ${id}-error` : `${id}-hint` })}
      <p id={`${id}-hint`} className="tf-form__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="tf-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
