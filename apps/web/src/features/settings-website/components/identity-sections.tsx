import { pageTitle } from '@tripfront/domain/agency-status';
import { SOCIAL_NETWORKS } from '@tripfront/domain/agency';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SettingsSection } from '../../settings/index.ts';
import type { WebsiteFormValues } from '../form-values.ts';
import { useWebsiteTranslation } from '../hooks/use-website-translation.ts';
import { CheckField, TextField } from './fields.tsx';
import { ImageField } from './image-field.tsx';
import { KeywordsInput } from './keywords-input.tsx';

/** Brand names, the same in every language. */
const SOCIAL_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  discord: 'Discord',
  tiktok: 'TikTok',
};

export function IdentitySection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  const addressId = useId();
  return (
    <SettingsSection id={id} title={t('identity.title')} description={t('identity.description')}>
      <TextField name="agency.agencyName" label={t('identity.agencyName')} autoComplete="organization" />
      <div className="tf-form__field">
        <label htmlFor={addressId}>{t('identity.address')}</label>
        <input id={addressId} type="text" dir="ltr" readOnly value={window.location.origin} aria-describedby={`${addressId}-hint`} />
        <p id={`${addressId}-hint`} className="tf-form__hint">
          {t('identity.addressHint')}
        </p>
      </div>
      <ImageField name="agency.logo" slot="logo" label={t('images.logo')} />
      <ImageField name="agency.logoMobile" slot="logoMobile" label={t('images.logoMobile')} />
      <ImageField name="agency.favicon" slot="favicon" label={t('images.favicon')} />
    </SettingsSection>
  );
}

export function SeoSection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  const { control } = useFormContext<WebsiteFormValues>();
  const agencyName = useWatch({ control, name: 'agency.agencyName' });
  const fallback = pageTitle({ agencyName: agencyName || '', metaData: { title: '', description: '', keywords: [] } });
  return (
    <SettingsSection id={id} title={t('seo.title')} description={t('seo.description')}>
      <TextField name="agency.metaData.title" label={t('seo.pageTitle')} hint={t('seo.pageTitleHint', { fallback })} />
      <TextField name="agency.metaData.description" label={t('seo.metaDescription')} multiline />
      <KeywordsInput />
    </SettingsSection>
  );
}

export function ContactSection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  return (
    <SettingsSection id={id} title={t('contact.title')} description={t('contact.description')}>
      <div className="tf-form__row">
        <TextField name="agency.contactPhoneNumber" label={t('contact.phone')} type="tel" autoComplete="tel" />
        <TextField name="agency.contactEmailId" label={t('contact.email')} type="email" autoComplete="email" />
      </div>
      <CheckField name="agency.displaySupportPhoneFooter" label={t('contact.showPhone')} />
      <TextField name="agency.addressLine1" label={t('contact.addressLine1')} autoComplete="address-line1" />
      <div className="tf-form__row">
        <TextField name="agency.city" label={t('contact.city')} autoComplete="address-level2" />
        <TextField name="agency.state" label={t('contact.state')} autoComplete="address-level1" />
        <TextField name="agency.zipCode" label={t('contact.zipCode')} autoComplete="postal-code" />
        <TextField name="agency.country" label={t('contact.country')} autoComplete="country-name" />
      </div>
      <CheckField name="agency.displayAddressFooter" label={t('contact.showAddress')} />
      <fieldset className="tf-website__group">
        <legend>{t('contact.social')}</legend>
        <p className="tf-form__hint">{t('contact.socialHint')}</p>
        <div className="tf-form__row">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField key={network} name={`agency.socialLinks.${network}`} label={SOCIAL_NAMES[network]} type="url" />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
