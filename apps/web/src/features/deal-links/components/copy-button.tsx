import { useEffect, useState } from 'react';
import { useDealLinksTranslation } from '../hooks/use-deal-links-translation.ts';

/** Copies a link's URL; says so (or that it could not, with the URL to copy by hand) in a live region. */
export function CopyButton({ url, title }: { url: string; title: string }) {
  const { t } = useDealLinksTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setState('failed');
      return;
    }
    clipboard.writeText(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="tf-button tf-button--outline tf-deal-links__copy" aria-label={t('list.copyLabel', { title })} onClick={copy}>
        {t('list.copy')}
      </button>
      <span className="tf-deal-links__copied" aria-live="polite">
        {state === 'copied' ? t('list.copied') : state === 'failed' ? t('list.copyFailed') : ''}
      </span>
    </>
  );
}
