import type { ThemeSettings } from '@tripfront/domain/settings';
import type { CSSProperties } from 'react';
import { themeVariables, useAgency } from '../../agency/index.ts';
import { useThemeTranslation } from '../hooks/use-theme-translation.ts';

/**
 * The storefront's header, a deal card and a button in the chosen theme: the app's own CSS
 * variables, computed as the shell computes them, set on this element only.
 */
export function ThemePreview({ primaryColor, logoPlacement }: ThemeSettings) {
  const { t } = useThemeTranslation();
  const agency = useAgency();
  const style = themeVariables(primaryColor) as CSSProperties;
  return (
    <section className="tf-theme-preview" style={style} aria-label={t('preview.label')} data-testid="theme-preview">
      {/* Inert: the preview looks like the storefront but is not a second one to tab through. */}
      <div className="tf-theme-preview__frame" inert>
        <div className="tf-theme-preview__header" data-logo-placement={logoPlacement}>
          <span className="tf-theme-preview__logo">
            {agency.logo ? <img src={agency.logo} alt={agency.agencyName} /> : <strong>{agency.agencyName}</strong>}
          </span>
          <div className="tf-theme-preview__menus">
            <ul className="tf-theme-preview__nav">
              <li>
                <span className="tf-theme-preview__link is-active">{t('preview.home')}</span>
              </li>
              <li>
                <span className="tf-theme-preview__link">{t('preview.hotels')}</span>
              </li>
              <li>
                <span className="tf-theme-preview__link">{t('preview.flights')}</span>
              </li>
              <li>
                <span className="tf-theme-preview__link">{t('preview.about')}</span>
              </li>
            </ul>
            <span className="tf-button tf-button--primary">{t('preview.signUp')}</span>
          </div>
        </div>
        <div className="tf-theme-preview__body">
          <article className="tf-theme-preview__card">
            <div className="tf-theme-preview__image">
              <span className="tf-theme-preview__badge">{t('preview.dealBadge')}</span>
            </div>
            <div className="tf-theme-preview__card-body">
              <h3>{t('preview.dealTitle')}</h3>
              <p className="tf-theme-preview__place">{t('preview.dealPlace')}</p>
              <p className="tf-theme-preview__price">
                <s>{t('preview.dealWas')}</s> <strong>{t('preview.dealPrice')}</strong> <span>{t('preview.perNight')}</span>
              </p>
              <span className="tf-button tf-button--primary tf-theme-preview__action">{t('preview.viewDeal')}</span>
            </div>
          </article>
          <div className="tf-theme-preview__samples">
            <button type="button" className="tf-button tf-button--primary" tabIndex={-1}>
              {t('preview.button')}
            </button>
            <span className="tf-theme-preview__sample-link">{t('preview.link')}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
