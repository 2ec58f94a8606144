import { contrastRatio, MIN_TEXT_CONTRAST, themeColors } from '@tripfront/domain/theme';
import { useThemeTranslation } from '../hooks/use-theme-translation.ts';

/** A colour code stays "#29833b" inside right-to-left text (Unicode isolates, as <bdi> would). */
const isolate = (code: string) => `\u2066${code}\u2069`;

/** Spec §9's text colour for the chosen primary colour, and WCAG AA contrast warnings (issue #15). */
export function ColourContrast({ primaryColor }: { primaryColor: string }) {
  const { t, i18n } = useThemeTranslation();
  const colors = themeColors(primaryColor);
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  // Rounded down, so 4.47 never shows as a passing "4.5".
  const show = (ratio: number) => format.format(Math.floor(ratio * 10) / 10);
  const onColour = contrastRatio(colors.primary, colors.foreground);
  const onWhite = contrastRatio(colors.primary, '#ffffff');
  const warnings = [
    onColour < MIN_TEXT_CONTRAST ? t('colour.lowTextContrast', { ratio: show(onColour), solid: isolate(colors.solid) }) : null,
    onWhite < MIN_TEXT_CONTRAST ? t('colour.lowWhiteContrast', { ratio: show(onWhite) }) : null,
  ].filter((w): w is string => w !== null);

  return (
    <div className="tf-theme__contrast">
      <p className="tf-theme__foreground">
        {/* A decorative sample that may show poor contrast on purpose: its "Aa" is drawn by CSS, not page text. */}
        <span className="tf-theme__swatch tf-theme__swatch--sample" style={{ background: colors.primary, color: colors.foreground }} aria-hidden="true" />
        {t('colour.foreground', { colour: colors.foreground === '#000000' ? t('colour.black') : t('colour.white') })}
      </p>
      {warnings.length > 0 ? (
        <div className="tf-theme__warning" role="status">
          {warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      ) : (
        <p className="tf-form__hint" role="status">
          {t('colour.contrastOk', { onColour: show(onColour), onWhite: show(onWhite) })}
        </p>
      )}
    </div>
  );
}
