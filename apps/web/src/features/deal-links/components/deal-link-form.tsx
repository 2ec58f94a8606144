import { PRODUCT_SERVICE, productOfService, type Product } from '@tripfront/domain/booking/products';
import { pastedDealLinkTarget } from '@tripfront/domain/navigation/deal-link';
import { dealLinkTargetAllowed } from '@tripfront/domain/proposals';
import { todayIn } from '@tripfront/domain/today';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useBookingLinks } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCreateDealLink } from '../api/deal-links.ts';
import { useDealLinksTranslation } from '../hooks/use-deal-links-translation.ts';
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

  const errorOf = (field: Field): string | null => {
    if (invalid !== field) return null;
    if (field === 'title') return t('form.errors.title');
    if (field === 'target') return t('form.errors.target');
    if (field === 'agentMarkupBasisPoints') return t('form.errors.markup', { cap });
    return t('form.errors.expiresOn');
  };
  const described = (field: Field, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', invalid === field ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: Field) => {
    const text = errorOf(field);
    return text ? (
      <p id={`${id}-${field}-error`} className="tf-form__error">
        {text}
      </p>
    ) : null;
  };
  const serverError = create.isError && !(create.error instanceof ApiError && create.error.field) ? t('form.errors.failed') : null;

  return (
    <section className="tf-deal-links__new" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('form.heading')}</h2>
      <form className="tf-form" noValidate onSubmit={submit}>
        <div className="tf-form__field">
          <label htmlFor={`${id}-title`}>{t('form.title')}</label>
          <input
            id={`${id}-title`}
            value={values.title}
            maxLength={120}
            aria-invalid={invalid === 'title' || undefined}
            aria-describedby={described('title', true)}
            onChange={(e) => set({ title: e.target.value })}
          />
          <p id={`${id}-title-hint`} className="tf-form__hint">
            {t('form.titleHint')}
          </p>
          {error('title')}
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${id}-target`}>{t('form.target')}</label>
          <input
            id={`${id}-target`}
            type="url"
            inputMode="url"
            dir="ltr"
            value={values.target}
            aria-invalid={invalid === 'target' || undefined}
            aria-describedby={described('target', true)}
            onChange={(e) => onTarget(e.target.value)}
          />
          <p id={`${id}-target-hint`} className="tf-form__hint">
            {t('form.targetHint')}{' '}
            {searchHref && (
              <a href={searchHref} target="_blank" rel="noopener">
                {t('form.openSearch', { product: tApp(`services.${PRODUCT_SERVICE[product]}`) })}
              </a>
            )}
          </p>
          {error('target')}
        </div>
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
          <div className="tf-form__field">
            <label htmlFor={`${id}-agentMarkupBasisPoints`}>{t('form.markup')}</label>
            <input
              id={`${id}-agentMarkupBasisPoints`}
              type="number"
              inputMode="decimal"
              min={0}
              max={capBasisPoints / 100}
              step={0.5}
              value={values.markupPercent}
              aria-invalid={invalid === 'agentMarkupBasisPoints' || undefined}
              aria-describedby={described('agentMarkupBasisPoints', true)}
              onChange={(e) => set({ markupPercent: e.target.value })}
            />
            <p id={`${id}-agentMarkupBasisPoints-hint`} className="tf-form__hint">
              {t('form.markupHint', { cap })}
            </p>
            {error('agentMarkupBasisPoints')}
          </div>
          <div className="tf-form__field">
            <label htmlFor={`${id}-expiresOn`}>{t('form.expiresOn')}</label>
            <input
              id={`${id}-expiresOn`}
              type="date"
              min={todayIn(undefined, new Date())}
              value={values.expiresOn}
              aria-invalid={invalid === 'expiresOn' || undefined}
              aria-describedby={described('expiresOn', true)}
              onChange={(e) => set({ expiresOn: e.target.value })}
            />
            <p id={`${id}-expiresOn-hint`} className="tf-form__hint">
              {t('form.expiresHint')}
            </p>
            {error('expiresOn')}
          </div>
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
