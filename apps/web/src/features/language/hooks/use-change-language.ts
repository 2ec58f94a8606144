import { languageChangeEffect } from '@tripfront/domain/navigation/language';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browser } from '../../../lib/browser.ts';
import { useChangeLanguageOnServer } from '../api/change-language.ts';

/**
 * Switches the interface language (cached in the pll_language cookie by the detector), tells the
 * server when signed in, then applies the reload rules of spec §4.
 */
export function useChangeLanguage(signedIn: boolean): (language: string) => Promise<void> {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { mutateAsync } = useChangeLanguageOnServer();

  return useCallback(
    async (language: string) => {
      await i18n.changeLanguage(language);
      if (signedIn) await mutateAsync(language).catch(() => undefined);
      const effect = languageChangeEffect(pathname);
      if (effect.kind === 'reload') browser.reload();
      else if (effect.kind === 'navigate-and-reload') browser.assign(effect.to);
    },
    [i18n, signedIn, mutateAsync, pathname],
  );
}
