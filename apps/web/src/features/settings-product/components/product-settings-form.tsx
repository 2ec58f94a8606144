import { BOOKING_MENU_IDS, BOOKING_MENU_TITLES, bookingMenuInOrder } from '@tripfront/domain/navigation/services';
import { planLimitListsSchema, type PlanLimitLists } from '@tripfront/domain/subscription';
import type { ServiceKey } from '@tripfront/domain/booking/products';
import type { AgencySettings } from '@tripfront/domain/settings';
import { agencyDefaultCurrency } from '@tripfront/domain/currency/enabled';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useListFormat } from '../../../lib/use-list-format.ts';
import {
  SaveBar,
  SettingsSection,
  saveFailure,
  useReloadSettings,
  useSaveSettings,
  useSettingsTranslation,
  useUnsavedChangesGuard,
} from '../../settings/index.ts';
import { useProductTranslation } from '../hooks/use-product-translation.ts';
import { CruiseLinesSection, type CruiseLinesValues } from './cruise-lines-section.tsx';
import { EnabledCodesSection, type EnabledCodesValues } from './enabled-codes-section.tsx';
import { countryEntries, currencyEntries } from './enabled-entries.ts';
import { ProductPreview } from './product-preview.tsx';

interface Values extends CruiseLinesValues, EnabledCodesValues {
  items: Array<{ service: ServiceKey; active: boolean }>;
}

/** What the page saves: the spec's ids and titles (titles stay the spec's names, decision 0035), and the cruise lines sold (null: every line). */
const toSettings = ({ items, cruise, countries, currencies }: Values) => ({
  bookingMenuItemOptions: items.map(({ service, active }) => ({ id: BOOKING_MENU_IDS[service], title: BOOKING_MENU_TITLES[service], active })),
  enabledCruiseLines: cruise.all ? null : cruise.lines,
  // Countries and currencies enabled (decision 0147): null, every built-in one.
  enabledCountries: countries.all ? null : countries.codes,
  enabledCurrencies: currencies.all ? null : currencies.codes,
});

type Failure = { kind: 'conflict' | 'message'; text: string } | null;

/** The products of a PLAN_LIMIT refusal (decision 0152): what the plan includes and what to turn off, for the page to word. */
function planLimitOf(error: unknown): PlanLimitLists | null {
  if (!(error instanceof ApiError) || error.body.code !== 'PLAN_LIMIT') return null;
  const lists = planLimitListsSchema.safeParse(error.body.plan);
  return lists.success ? lists.data : null;
}

/** The booking menu in the agency's order: an Active switch and Move up / Move down per product. */
export function ProductSettingsForm({ settings }: { settings: AgencySettings }) {
  const { t, i18n } = useProductTranslation();
  const { t: tSettings } = useSettingsTranslation();
  const { t: tApp } = useTranslation();
  const save = useSaveSettings('product');
  const reload = useReloadSettings();
  const [failure, setFailure] = useState<Failure>(null);
  const [announcement, setAnnouncement] = useState('');
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<Values>({
    defaultValues: {
      items: bookingMenuInOrder(settings.product.bookingMenuItemOptions),
      cruise: { all: settings.product.enabledCruiseLines == null, lines: settings.product.enabledCruiseLines ?? [] },
      countries: { all: settings.product.enabledCountries == null, codes: settings.product.enabledCountries ?? [] },
      currencies: { all: settings.product.enabledCurrencies == null, codes: settings.product.enabledCurrencies ?? [] },
    },
  });
  const { fields, move } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const noneActive = !items.some((item) => item.active);
  const guard = useUnsavedChangesGuard(isDirty && !save.isPending);
  const language = i18n.resolvedLanguage ?? 'en';
  const lists = useListFormat();
  const countryList = useMemo(() => countryEntries(language), [language]);
  const currencyList = useMemo(() => currencyEntries(language), [language]);
  const defaultCurrency = agencyDefaultCurrency(settings.website.agency.defaultCountry);

  // After a move the button pressed has moved with its row: keep the focus on it (or on its twin at an end).
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ service: ServiceKey; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const { service, direction } = focusAfterMove;
    const same = buttons.current.get(`${service}-${direction}`);
    const other = buttons.current.get(`${service}-${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const name = (service: ServiceKey) => tApp(`services.${service}`);
  const moveItem = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const service = fields[index]?.service;
    if (!service || to < 0 || to >= fields.length) return;
    move(index, to);
    setAnnouncement(t('list.moved', { product: name(service), position: to + 1, total: fields.length }));
    setFocusAfterMove({ service, direction });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!values.items.some((item) => item.active)) return;
    if (!values.cruise.all && values.cruise.lines.length === 0) return;
    if (!values.countries.all && values.countries.codes.length === 0) return;
    if (!values.currencies.all && !values.currencies.codes.includes(defaultCurrency)) return;
    setFailure(null);
    try {
      await save.mutateAsync({ version: settings.version, settings: toSettings(values) });
      toast.success(tSettings('common.saved'));
    } catch (error) {
      const read = saveFailure(error);
      const plan = planLimitOf(error);
      const list = (services: ServiceKey[]) => lists.and(services.map(name));
      if (plan) setFailure({ kind: 'message', text: t('list.planLimit', { included: list(plan.included), outside: list(plan.outside) }) });
      else if (read.kind === 'conflict') setFailure({ kind: 'conflict', text: read.message });
      else setFailure({ kind: 'message', text: read.message ?? tSettings('common.loadError') });
    }
  });

  return (
    <form className="tf-form tf-product" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="tf-product__layout">
        <SettingsSection id="product-menu" title={t('list.title')} description={t('list.hint')}>
          <ol className="tf-product__list">
            {fields.map((field, index) => {
              const active = items[index]?.active ?? field.active;
              const hasTab = field.service !== 'resorts';
              return (
                <li key={field.id} className={`tf-product__item${active ? '' : ' tf-product__item--off'}`}>
                  <span className="tf-product__position" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="tf-product__name">
                    <strong>{name(field.service)}</strong>
                    {!hasTab && <span className="tf-product__note">{t('list.noTab')}</span>}
                  </span>
                  <label className="tf-product__switch">
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={t('list.activeLabel', { product: name(field.service) })}
                      {...register(`items.${index}.active`)}
                    />
                    <span aria-hidden="true">{t('list.active')}</span>
                  </label>
                  <span className="tf-product__moves">
                    {(['up', 'down'] as const).map((direction) => (
                      <button
                        key={direction}
                        ref={(node) => {
                          const key = `${field.service}-${direction}`;
                          if (node) buttons.current.set(key, node);
                          else buttons.current.delete(key);
                        }}
                        type="button"
                        className="tf-button tf-button--outline tf-product__move"
                        aria-label={t(direction === 'up' ? 'list.moveUpLabel' : 'list.moveDownLabel', { product: name(field.service) })}
                        disabled={direction === 'up' ? index === 0 : index === fields.length - 1}
                        onClick={() => moveItem(index, direction)}
                      >
                        <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                        <span className="tf-product__move-text">{t(direction === 'up' ? 'list.moveUp' : 'list.moveDown')}</span>
                      </button>
                    ))}
                  </span>
                </li>
              );
            })}
          </ol>
          <p className="tf-sr-only" role="status">
            {announcement}
          </p>
          {noneActive && (
            <p className="tf-form__alert" role="alert">
              {t('noneActive')}
            </p>
          )}
        </SettingsSection>
        <CruiseLinesSection control={control} register={register} />
        <EnabledCodesSection kind="currencies" control={control} register={register} entries={currencyList} required={defaultCurrency} />
        <EnabledCodesSection kind="countries" control={control} register={register} entries={countryList} />
        <ProductPreview items={items} enableHotelsV2={settings.website.agency.enableHotelsV2} enableFlightsV2={settings.website.agency.enableFlightsV2} />
      </div>
      {guard}
      <SaveBar
        dirty={isDirty}
        saving={save.isPending}
        onDiscard={() => {
          reset();
          setFailure(null);
          setAnnouncement('');
        }}
        conflict={failure?.kind === 'conflict' ? failure.text : null}
        onReload={() => void reload()}
        error={failure?.kind === 'message' ? failure.text : null}
      />
    </form>
  );
}
