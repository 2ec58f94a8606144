import type { ProposalItem } from '@tripfront/domain/proposals';
import type { ReactNode } from 'react';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { ltrText } from '../../../components/ui/ltr.tsx';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useMoney } from '../../booking/index.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';

/** What the client sees of an item now: the latest quote, else what was sent. */
export const shownSnapshot = (item: ProposalItem) => item.current ?? item.sent;

/** What changed since the proposal was sent, in words; null when nothing did. */
export function useChangeText() {
  const { t } = useProposalsTranslation();
  const money = useMoney();
  return (item: ProposalItem): string | null => {
    switch (item.change.kind) {
      case 'price_up':
        return t('item.priceUp', { amount: money(item.change.difference) });
      case 'price_down':
        return t('item.priceDown', { amount: money(item.change.difference) });
      case 'unavailable':
        return t('item.unavailable');
      default:
        return null;
    }
  };
}

/**
 * One item of a proposal as the agent and the client read it: picture, title, dates, lines, price,
 * cancellation terms and what changed since it was sent; `children` adds the page's own controls.
 */
export function ItemSnapshot({ item, headingLevel = 3, children, lead }: { item: ProposalItem; headingLevel?: 2 | 3; children?: ReactNode; lead?: ReactNode }) {
  const { t } = useProposalsTranslation();
  const money = useMoney();
  const dates = useDisplayDate();
  const changeText = useChangeText();
  const shot = shownSnapshot(item);
  const change = changeText(item);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = shot?.title ?? item.offerId;
  return (
    <article className="tf-proposal-item" data-status={item.status} data-change={item.change.kind} aria-label={title}>
      {lead}
      <div className="tf-proposal-item__media">
        {shot?.image ? <FallbackImage src={shot.image} alt="" /> : <span className="tf-proposal-item__placeholder" aria-hidden="true" />}
      </div>
      <div className="tf-proposal-item__body">
        <Heading className="tf-proposal-item__title">
          <bdi>{title}</bdi>
        </Heading>
        {shot && (
          <p className="tf-proposal-item__dates">
            {shot.startDate === shot.endDate ? dates.date(shot.startDate) : dates.range(shot.startDate, shot.endDate)}
            {shot.location && (
              <>
                {' · '}
                <bdi>{shot.location}</bdi>
              </>
            )}
          </p>
        )}
        {shot && shot.lines.length > 0 && (
          <ul className="tf-proposal-item__lines">
            {shot.lines.map((line) => (
              <li key={line}>
                <bdi>{line}</bdi>
              </li>
            ))}
          </ul>
        )}
        {item.note && (
          <p className="tf-proposal-item__note" dir="auto">
            {item.note}
          </p>
        )}
        {shot && (
          <p className="tf-proposal-item__terms">
            <span className="tf-sr-only">{t('client.cancellation')}: </span>
            <bdi>{shot.cancellationPolicy.description}</bdi>
          </p>
        )}
        {change && (
          <p className="tf-proposal-item__change" role="note">
            {change}
          </p>
        )}
        {item.bookingReference && <p className="tf-proposal-item__booked">{t('item.bookedAs', { reference: ltrText(item.bookingReference) })}</p>}
        {children}
      </div>
      <p className="tf-proposal-item__price">
        {shot ? <strong>{money(shot.price.total)}</strong> : <span>{t('item.notPriced')}</span>}
        {item.status !== 'proposed' && <span className="tf-proposal-item__status">{t(`item.status.${item.status}`)}</span>}
      </p>
    </article>
  );
}
