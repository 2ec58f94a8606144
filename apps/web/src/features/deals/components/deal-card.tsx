import { priceRowsFor } from '@tripfront/domain/deals/deal-display';
import { cachedNumberFormat } from '@tripfront/domain/money';
import { isExternalHref } from '@tripfront/domain/navigation/routes';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import type { DealCardModel, DealFact } from '../deal-cards.ts';
import { useDealsTranslation, type DealsT } from '../hooks/use-deals-translation.ts';
import { PriceRows } from './price-rows.tsx';
import { useRevealPrice } from './reveal-price.tsx';

export interface DealViewerProps {
  signedIn: boolean;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
  allowNonLoginFlow: boolean;
}

/** Intrinsic size of card images (4:3); CSS scales them, the attributes reserve the space. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

/** Supplier text (English names in an Arabic page …) kept in its own direction inside a translated sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** One decimal at most (distances, ratings); formats are made once per locale. */
const oneDecimal = (locale: string) => cachedNumberFormat(locale, { maximumFractionDigits: 1 });

function factText(t: DealsT, fact: DealFact, locale: string): string {
  switch (fact.kind) {
    case 'distance':
      return t('card.distance', { distance: oneDecimal(locale).format(fact.km), place: isolate(fact.from) });
    case 'duration':
      return isolate(fact.text);
    case 'freeCancellation':
      return t('card.freeCancellation');
    case 'seats':
      return t('card.seats', { count: fact.count });
    case 'bags':
      return t('card.bags', { count: fact.count });
    case 'doors':
      return t('card.doors', { count: fact.count });
    case 'pickup':
      return t('card.pickup', { location: isolate(fact.location) });
  }
}

function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span className="tf-deal-card__stars" role="img" aria-label={label}>
      {'★'.repeat(count)}
    </span>
  );
}

function CardLink({ href, className, label, children }: { href: string; className: string; label: string; children: ReactNode }) {
  return isExternalHref(href) ? (
    <a className={className} href={href} aria-label={label}>
      {children}
    </a>
  ) : (
    <Link className={className} to={href} aria-label={label}>
      {children}
    </Link>
  );
}

/**
 * One deal: image, OFF badge, title, facts, price rows and View Deal or Reveal Price. Memoised: moving the carousel or starting embla re-renders the carousel, and a card
 * whose deal, viewer and place are unchanged has nothing new to show.
 */
export const DealCard = memo(function DealCard({ card, viewer, priority = false }: { card: DealCardModel; viewer: DealViewerProps; priority?: boolean }) {
  const { t, i18n } = useDealsTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const rows = priceRowsFor({ ...viewer, ...card.price });
  const action = rows.action === 'viewDeal' ? t('price.viewDeal') : t('price.revealPrice');
  const reveal = useRevealPrice();
  const actionLabel = t('price.actionLabel', { action, name: card.title });

  return (
    <article className="tf-deal-card" data-deal-card={card.service}>
      <div className="tf-deal-card__media">
        {/* The first row is the home page's largest paint: fetched at once and first; the rest wait until near. */}
        <FallbackImage
          className="tf-deal-card__image"
          src={card.image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        {rows.discountPercent !== null && (
          <span className="tf-deal-card__badge" data-row="off">
            {t('price.off', { percent: rows.discountPercent })}
          </span>
        )}
        {card.logo && <FallbackImage className="tf-deal-card__logo" src={card.logo} alt="" width={80} height={28} loading="lazy" decoding="async" />}
      </div>
      <div className="tf-deal-card__body">
        {/* Rating and facts keep their lines even when empty, so every card of a row has the same shape. */}
        <h3 className="tf-deal-card__title" title={card.title}>
          <bdi>{card.title}</bdi>
        </h3>
        <p className="tf-deal-card__rating">
          {card.stars !== null && <Stars count={card.stars} label={t('card.stars', { count: card.stars })} />}
          {card.rating !== null && (
            <>
              <span aria-hidden="true">★ {cachedNumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(card.rating)}</span>
              <span className="tf-sr-only">{t('card.rating', { rating: oneDecimal(locale).format(card.rating) })}</span>
            </>
          )}
        </p>
        <ul className="tf-deal-card__facts">
          {card.facts.map((fact, index) => (
            <li key={index} className={`tf-deal-card__fact tf-deal-card__fact--${fact.kind}`}>
              {factText(t, fact, locale)}
            </li>
          ))}
        </ul>
        <PriceRows rows={rows} note={card.priceNote} />
        {rows.action === 'viewDeal' ? (
          <CardLink href={card.href} className="tf-button tf-button--primary tf-deal-card__action" label={actionLabel}>
            {action}
          </CardLink>
        ) : (
          // Prices show once signed in: Reveal Price offers the sign-in (spec §6).
          <button type="button" className="tf-button tf-button--primary tf-deal-card__action" aria-label={actionLabel} aria-haspopup="dialog" onClick={reveal}>
            {action}
          </button>
        )}
      </div>
    </article>
  );
});
