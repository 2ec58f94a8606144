import { PRODUCT_SERVICE, type Product, type ServiceKey } from '@tripfront/domain/booking/products';
import type { SearchValuesByService } from '@tripfront/domain/search';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSummaryText, ServiceSearchForm } from '../../search/index.ts';
import { useDealLinksTranslation } from '../hooks/use-deal-links-translation.ts';

/** Where a deal link leads: a search built here with the product's own form, or a page of the storefront pasted. */
export type TargetWay = 'search' | 'paste';

/** A search of one service, as its form gave it; `used` once the agent chose it for the link. */
export type ChosenSearch = { [S in ServiceKey]: { service: S; values: SearchValuesByService[S]; used: boolean } }[ServiceKey];

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), button:not([disabled])';

/** Moves the focus to what the agent should fix about the link's target: the search form's first field, the pasted address, or Change. */
export function focusTarget(id: string): void {
  const search = document.getElementById(`${id}-search`);
  const field = search?.querySelector<HTMLElement>(FOCUSABLE) ?? document.getElementById(`${id}-target`) ?? document.getElementById(`${id}-change`);
  field?.focus();
}

interface DealLinkTargetProps {
  id: string;
  /** The create form's id: the pasted address submits it on Enter. */
  formId: string;
  way: TargetWay;
  onWay: (way: TargetWay) => void;
  products: ReadonlyArray<{ product: Product; service: ServiceKey; href: string }>;
  product: Product;
  onProduct: (product: Product) => void;
  search: ChosenSearch | null;
  /** The search form was sent: its values, to use as the link's target. */
  onSearch: (search: ChosenSearch) => void;
  onChangeSearch: () => void;
  /** The chosen search's address (a preview of what the link opens). */
  searchTarget: string | null;
  pasted: string;
  onPasted: (pasted: string) => void;
  /** What is wrong with the target, or null. */
  error: string | null;
}

/**
 * The deal link's "where it leads": the product, then either that product's search form (the
 * /booknow form itself, whose button uses the search rather than opening its results; once used,
 * the search in words with a Change action) or the address of a page pasted.
 */
export function DealLinkTarget(props: DealLinkTargetProps) {
  const { t } = useDealLinksTranslation();
  const { t: tApp } = useTranslation();
  const { id, way, product, products, error } = props;
  const service = PRODUCT_SERVICE[product];
  const serviceName = tApp(`services.${service}`);
  const searchHref = products.find((p) => p.product === product)?.href;

  return (
    <fieldset className="tf-deal-links__target" aria-describedby={error ? `${id}-target-error` : undefined}>
      <legend>{t('form.leadsTo')}</legend>
      <div className="tf-deal-links__ways">
        {(['search', 'paste'] as const).map((w) => (
          <label key={w} className="tf-form__check">
            <input type="radio" name={`${id}-way`} value={w} checked={way === w} onChange={() => props.onWay(w)} />
            {t(w === 'search' ? 'form.waySearch' : 'form.wayPaste')}
          </label>
        ))}
      </div>
      <div className="tf-form__field">
        <label htmlFor={`${id}-product`}>{t('form.product')}</label>
        <select id={`${id}-product`} value={product} onChange={(e) => props.onProduct(e.target.value as Product)}>
          {products.map((p) => (
            <option key={p.product} value={p.product}>
              {tApp(`services.${p.service}`)}
            </option>
          ))}
        </select>
      </div>
      {way === 'search' ? (
        <SearchTarget {...props} service={service} serviceName={serviceName} />
      ) : (
        <div className="tf-form__field">
          <label htmlFor={`${id}-target`}>{t('form.target')}</label>
          <input
            id={`${id}-target`}
            form={props.formId}
            type="url"
            inputMode="url"
            dir="ltr"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-target-hint ${id}-target-error` : `${id}-target-hint`}
            value={props.pasted}
            onChange={(e) => props.onPasted(e.target.value)}
          />
          <p id={`${id}-target-hint`} className="tf-form__hint">
            {t('form.targetHint')}{' '}
            {searchHref && (
              <a href={searchHref} target="_blank" rel="noopener">
                {t('form.openSearch', { product: serviceName })}
              </a>
            )}
          </p>
        </div>
      )}
      {error && (
        <p id={`${id}-target-error`} className="tf-form__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The product's search form, or the search chosen in words with a Change action. */
function SearchTarget(props: DealLinkTargetProps & { service: ServiceKey; serviceName: string }): ReactNode {
  const { t } = useDealLinksTranslation();
  const { id, search, service, serviceName } = props;
  const change = useRef<HTMLButtonElement | null>(null);
  const used = search !== null && search.used && search.service === service;
  // Using the search closes its form: the focus goes on to the Change button, which the line names.
  // Change opens the form again, on its first field.
  const wasUsed = useRef(used);
  useEffect(() => {
    if (used && !wasUsed.current) change.current?.focus();
    if (!used && wasUsed.current) focusTarget(id);
    wasUsed.current = used;
  }, [used, id]);

  if (search && used) {
    return (
      <div className="tf-deal-links__chosen">
        <p className="tf-deal-links__chosen-label">{t('form.chosen', { product: serviceName })}</p>
        <SearchSummaryText service={search.service} values={search.values} id={`${id}-chosen`} />
        <div className="tf-deal-links__chosen-actions">
          <button
            ref={change}
            id={`${id}-change`}
            type="button"
            className="tf-button tf-button--outline"
            aria-describedby={`${id}-chosen`}
            onClick={props.onChangeSearch}
          >
            {t('form.change')}
          </button>
          {props.searchTarget && (
            <a href={props.searchTarget} target="_blank" rel="noopener">
              {t('form.preview')}
            </a>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="tf-search-card tf-deal-links__search" id={`${id}-search`}>
      <ServiceSearchForm
        key={service}
        service={service}
        label={t('form.searchLabel', { product: serviceName })}
        submitLabel={t('form.useSearch')}
        initialQuery={search?.service === service ? search.values : undefined}
        onSubmit={(values: SearchValuesByService[typeof service]) => props.onSearch({ service, values, used: true } as ChosenSearch)}
      />
    </div>
  );
}
