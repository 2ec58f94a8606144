import { SettingsSection } from '../../settings/index.ts';
import { useWebsiteTranslation } from '../hooks/use-website-translation.ts';
import { FaqEditor } from './faq-editor.tsx';
import { CheckField, TextField } from './fields.tsx';
import { ImageField } from './image-field.tsx';
import { RichTextField } from './rich-text-field.tsx';

const LEGAL = ['privacyPolicy', 'cookiesPolicy', 'disclaimer', 'termsOfUse', 'cruiseCancellationPolicy'] as const;

export function PagesSection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  return (
    <SettingsSection id={id} title={t('pages.title')} description={t('pages.description')}>
      <fieldset className="tf-website__group">
        <legend>{t('pages.about')}</legend>
        <CheckField name="about.isEnabled" label={t('pages.aboutEnabled')} />
        <TextField name="about.title" label={t('pages.aboutTitle')} />
        <ImageField name="about.image" slot="about" label={t('images.about')} />
        <RichTextField name="about.content" label={t('pages.aboutContent')} previewOpen />
      </fieldset>
      <fieldset className="tf-website__group">
        <legend>{t('pages.faq')}</legend>
        <CheckField name="faqs.isEnabled" label={t('pages.faqEnabled')} />
        <TextField name="faqs.headerMessage" label={t('pages.faqHeader')} />
        <FaqEditor />
      </fieldset>
      <fieldset className="tf-website__group">
        <legend>{t('pages.legal')}</legend>
        <p className="tf-form__hint">{t('pages.legalHint')}</p>
        {LEGAL.map((doc) => (
          <RichTextField key={doc} name={`agency.${doc}`} label={t(`pages.${doc}`)} />
        ))}
      </fieldset>
    </SettingsSection>
  );
}
