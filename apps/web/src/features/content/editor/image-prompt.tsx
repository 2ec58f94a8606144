import { ImageAltPrompt, type ImageAltPromptProps } from '../../../components/ui/image-alt-prompt.tsx';
import { useContentTranslation } from './use-content-translation.ts';

/** The shared picture prompt in the content editor's words. */
export function ImagePrompt(props: Omit<ImageAltPromptProps, 'texts'>) {
  const { t } = useContentTranslation();
  return (
    <ImageAltPrompt
      {...props}
      texts={{
        title: t('image.title'),
        address: t('image.address'),
        upload: t('image.upload'),
        alt: t('image.alt'),
        altHint: t('image.altHint'),
        decorative: t('image.decorative'),
        insert: t('image.insert'),
        cancel: t('editor.cancel'),
        addressMissing: t('image.addressMissing'),
        altMissing: t('image.altMissing'),
        uploadFailed: t('image.uploadFailed'),
      }}
    />
  );
}
