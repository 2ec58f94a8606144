import { PRODUCT_SERVICE, productOfService, type Product } from '@tripfront/domain/booking/products';
import { pastedDealLinkTarget } from '@tripfront/domain/navigation/deal-link';
import { dealLinkTargetAllowed } from '@tripfront/domain/proposals';
import { searchUrl, type SearchPathFlags } from '@tripfront/domain/search';
import { todayIn } from '@tripfront/domain/today';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useAgency, useBookingLinks } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCreateDealLink } from '../api/deal-links.ts';
import { useDealLinksTranslation, type DealLinksKey } from '../hooks/use-deal-links-translation.ts';
import { CopyButton } from './copy-button.tsx';
import { DealLinkTarget, focusTarget, type ChosenSearch, type TargetWay } from './deal-link-target.tsx';

type Field = 'target' | 'title' | 'agentMarkupBasisPoints' | 'expiresOn';

interface Values {
  title: string;
  product: Product | '';
  way: TargetWay;
  /** The address pasted ("A page I paste"). */
  pasted: string;
  /** The search built with the product's form ("A search"). */
  search: ChosenSearch | null;
  markupPercent: string;
  expiresOn: string;
}

const EMPTY: Omit<Values, 'product' | 'way'> = { title: '', pasted: '', search: null, markupPercent: '', expiresOn: '' };

type Problem = { field: Field; text: DealLinksKey };

/** The link's target as it would be stored: the chosen search's address, or the page pasted; else what is wrong. */
function targetOf(values: Values, product: Product, host: string, flags: SearchPathFlags): { target: string } | Problem {
  if (values.way === 'paste') {
    const pasted = pastedDealLinkTarget(values.pasted, host);
    return pasted && dealLinkTargetAllowed(pasted.target) ? { target: pasted.target } : { field: 'target', text: 'form.errors.target' };
  }
  const search = values.search;
  if (!search?.used || search.service !== PRODUCT_SERVICE[product]) return { field: 'target', text: 'form.errors.search' };
  const target = searchUrl(search.service, search.values as never, flags);
  return dealLinkTargetAllowed(target) ? { target } : { field: 'target', text: 'form.errors.searchTooLong' };
}

/** The checks the server makes too, in the page's order: the first problem, or what to send. */
function checked(
  values: Values,
  product: Product,
  capBasisPoints: number,
  host: string,
  flags: SearchPathFlags,
): Problem | { target: string; basisPoints: number } {
  const target = targetOf(values, product, host, flags);
  if ('field' in target) return target;
  if (values.title.trim() === '') return { field: 'title', text: 'form.errors.title' };
  const percent = values.markupPercent.trim() === '' ? 0 : Number(values.markupPercent.replace(',', '.'));
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || basisPoints < 0 || basisPoints > capBasisPoints) return { field: 'agentMarkupBasisPoints', text: 'form.errors.markup' };
  return { target: target.target, basisPoints };
}

const SERVER_PROBLEMS: Partial<Record<string, Problem>> = {
  title: { field: 'title', text: 'form.errors.title' },
  target: { field: 'target', text: 'form.errors.target' },
  agentMarkupBasisPoints: { field: 'agentMarkupBasisPoints', text: 'form.errors.markup' },
  expiresOn: { field: 'expiresOn', text: 'form.errors.expiresOn' },
};

/**
 * A new deal link: where it leads (a search built with the product's own search form, or an
 * address of this storefront pasted), its title, the agent's markup within the agency's cap, and
 * an optional last day. Nothing typed is lost on an error; the field at fault has the focus and says why.
 */
export function DealLinkForm({ capBasisPoints }: { capBasisPoints: number }) {
  const { t, i18n } = useDealLinksTranslation();
  const id = useId();
  const formId = `${id}-form`;
  const user = useCurrentUser();
  const agency = useAgency();
  const { services } = useBookingLinks(user);
  const create = useCreateDealLink();
  const [values, setValues] = useState<Values>({ ...EMPTY, product: '', way: 'search' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const cap = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(capBasisPoints / 10_000),
    [locale, capBasisPoints],
  );
  const products = services.map((s) => ({ product: productOfService(s.service), href: s.href, service: s.service }));
  const product = values.product || products[0]?.product || 'hotel';
  const host = typeof window === 'undefined' ? '' : window.location.host;
  const chosen = targetOf(values, product, host, agency);

  const set = (patch: Partial<Values>, fixes?: Field) => {
    setValues((v) => ({ ...v, ...patch }));
    if (fixes && problem?.field === fixes) setProblem(null);
  };
  const onPasted = (pasted: string) => {
    const found = pastedDealLinkTarget(pasted, host);
    // The product follows the page pasted, when the agency offers it.
    const offered = found?.product && products.some((p) => p.product === found.product) ? found.product : null;
    set({ pasted, ...(offered ? { product: offered } : {}) }, 'target');
  };
  const onSearch = (search: ChosenSearch) => {
    const target = searchUrl(search.service, search.values as never, agency);
    if (!dealLinkTargetAllowed(target)) {
      set({ search: { ...search, used: false } });
      setProblem({ field: 'target', text: 'form.errors.searchTooLong' });
      return;
    }
    set({ search }, 'target');
  };

  const fail = (found: Problem) => {
    setProblem(found);
    if (found.field === 'target') focusTarget(id);
    else document.getElementById(`${id}-${found.field}`)?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checked(values, product, capBasisPoints, host, agency);
    if ('field' in check) return fail(check);
    setProblem(null);
    create.mutate(
      { title: values.title.trim(), product, target: check.target, agentMarkupBasisPoints: check.basisPoints, expiresOn: values.expiresOn || null },
      {
        onSuccess: () => setValues((v) => ({ ...EMPTY, product: v.product, way: v.way })),
        onError: (error) => {
          const found = error instanceof ApiError && error.field ? SERVER_PROBLEMS[error.field] : undefined;
          if (found) fail(found);
        },
      },
    );
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    error: problem?.field === name ? t(problem.text, { cap }) : null,
  });
  const serverError = create.isError && !(create.error instanceof ApiError && create.error.field) ? t('form.errors.failed') : null;

  return (
    <section className="tf-deal-links__new" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('form.heading')}</h2>
      <DealLinkTarget
        id={id}
        formId={formId}
        way={values.way}
        onWay={(way) => set({ way }, 'target')}
        products={products}
        product={product}
        onProduct={(p) => set({ product: p }, 'target')}
        search={values.search}
        onSearch={onSearch}
        onChangeSearch={() => set({ search: values.search && { ...values.search, used: false } })}
        searchTarget={'target' in chosen ? chosen.target : null}
        pasted={values.pasted}
        onPasted={onPasted}
        error={field('target').error}
      />
      <form id={formId} className="tf-form" noValidate onSubmit={submit}>
        <FieldShell {...field('title')} label={t('form.title')} hint={t('form.titleHint')}>
          {(aria) => <input {...aria} value={values.title} maxLength={120} onChange={(e) => set({ title: e.target.value }, 'title')} />}
        </FieldShell>
        <div className="tf-form__row">
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
