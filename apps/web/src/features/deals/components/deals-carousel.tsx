import { groupIntoRows, wrapIndex, type CarouselService } from '@tripfront/domain/deals/deal-display';
import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';
import { directionOf } from '../../language/index.ts';
import type { DealCardModel } from '../deal-cards.ts';
import { useCardsPerView } from '../hooks/use-cards-per-view.ts';
import { useDealsTranslation } from '../hooks/use-deals-translation.ts';
import { DealCard, type DealViewerProps } from './deal-card.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';

/** Embla needs these; without them (old browsers, jsdom) embla is not started and the rows simply follow our index. */
const canAnimate = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && 'IntersectionObserver' in window && 'ResizeObserver' in window;

function Chevron({ back }: { back: boolean }) {
  return (
    <svg className="tf-deals-carousel__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Deal carousel (spec §4): cards in rows of as many as fit (4 on desktop, row-1 being the first
 * 4), one row per slide. Previous on the first row wraps to the last, next on the last wraps to
 * the first. Rows out of view are inert, so keyboard users only tab through visible cards.
 */
export function DealsCarousel({
  service,
  serviceLabel,
  cards,
  viewer,
}: {
  service: CarouselService;
  serviceLabel: string;
  cards: DealCardModel[];
  viewer: DealViewerProps;
}) {
  const { t, i18n } = useDealsTranslation();
  const perView = useCardsPerView();
  // The server does not know the screen: its first row holds a full row of cards, and CSS shows
  // as many as the screen has room for (data-auto-per-view) until the browser has hydrated and
  // regrouped the rows by the width it measured. Nothing moves in between.
  const measured = useHydrated();
  const rows = useMemo(() => groupIntoRows(cards, perView), [cards, perView]);
  // The first visible card, not the row: a resize regroups the rows around it.
  const [firstCard, setFirstCard] = useState(0);
  const current = Math.min(Math.floor(firstCard / perView), rows.length - 1);
  // Read by embla's reInit callback, which can run before passive effects after a regroup.
  const currentRef = useRef(current);
  useLayoutEffect(() => {
    currentRef.current = current;
  }, [current]);

  // Our own language table: i18next's dir() asks Intl.Locale, whose first use loads locale data.
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  // Embla starts when the visitor first reaches for the carousel (pointer, touch, focus, an arrow)
  // or scrolls it half into view: it measures the page as it starts (even when told to stay
  // inactive), work that neither the deals' first paint nor a visitor who never slides needs. So it
  // gets the viewport only then; until then the first row sits where embla would put it. Half in
  // view: a phone's first swipe after scrolling to the carousel finds it started (a swipe that
  // itself started it would be lost). Below the hero, a phone or laptop shows at most its top at load.
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => setEngaged(true), []);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', loop: false, direction });
  const animated = canAnimate();
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (engaged || !animated || !region) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) engage();
      },
      { threshold: 0.5 },
    );
    observer.observe(region);
    return () => observer.disconnect();
  }, [engaged, animated, engage]);

  // The row in view is built first and shows at once; the rows out of view follow in a transition,
  // which React builds in slices between frames instead of in one long task.
  const [allRows, setAllRows] = useState(false);
  useEffect(() => {
    startTransition(() => setAllRows(true));
  }, []);

  useEffect(() => {
    if (!embla) return;
    // Started on an arrow press: the row already chosen, without sliding there.
    embla.scrollTo(currentRef.current, true);
    const onSelect = () => setFirstCard(embla.selectedScrollSnap() * perView);
    // Regrouped rows (resize) re-initialise embla: show the row holding the first visible card.
    const onReInit = () => embla.scrollTo(currentRef.current, true);
    embla.on('select', onSelect);
    embla.on('reInit', onReInit);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onReInit);
    };
  }, [embla, perView]);

  const goTo = (row: number) => {
    const target = wrapIndex(row, rows.length);
    setFirstCard(target * perView);
    // Not started yet: embla starts on the row chosen here (see above).
    if (engaged) embla?.scrollTo(target);
    else engage();
  };

  const from = current * perView + 1;
  const to = Math.min(from + perView - 1, cards.length);
  const single = rows.length <= 1;

  return (
    <div
      ref={regionRef}
      className="tf-deals-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel.label', { service: serviceLabel })}
      data-service={service}
      // Embla has started: a drag or swipe slides the rows.
      data-started={embla ? '' : undefined}
      // A visitor reaching for the carousel starts it at once, so a swipe or a key works first time.
      onPointerEnter={engage}
      onTouchStart={engage}
      onFocus={engage}
    >
      <div className="tf-deals-carousel__viewport" ref={animated && engaged ? viewportRef : undefined}>
        <div className="tf-deals-carousel__container">
          {rows.map((row, index) => (
            <div
              key={index}
              className="tf-deals-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { current: index + 1, total: rows.length })}
              aria-hidden={index !== current}
              inert={index !== current}
              data-row={index + 1}
              data-current={index === current ? '' : undefined}
              data-auto-per-view={measured ? undefined : ''}
              style={measured ? ({ '--tf-deals-per-view': perView } as CSSProperties) : undefined}
            >
              {(allRows || index === current) &&
                row.map((card, place) => (
                  // In the server's row only the first card is sure to show (a phone shows one): the
                  // others load lazily there, when shown (the page's head preloads them by width).
                  <DealCard key={card.key} card={card} viewer={viewer} priority={index === 0 && (measured || place === 0)} />
                ))}
            </div>
          ))}
        </div>
      </div>
      <div className="tf-deals-carousel__controls">
        <button type="button" className="tf-deals-carousel__arrow" aria-label={t('carousel.previous')} disabled={single} onClick={() => goTo(current - 1)}>
          <Chevron back={direction !== 'rtl'} />
        </button>
        <span className="tf-deals-carousel__counter" aria-hidden="true">
          <Ltr>
            {current + 1} / {rows.length}
          </Ltr>
        </span>
        <button type="button" className="tf-deals-carousel__arrow" aria-label={t('carousel.next')} disabled={single} onClick={() => goTo(current + 1)}>
          <Chevron back={direction === 'rtl'} />
        </button>
      </div>
      <p className="tf-sr-only" aria-live="polite" aria-atomic="true" data-carousel-position="">
        {t('carousel.position', { from, to, total: cards.length })}
      </p>
    </div>
  );
}
