import { ROUTES, withQuery } from '@tripfront/domain/navigation/routes';
import type { Proposal, ProposalItem } from '@tripfront/domain/proposals';
import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { paths } from '../../../config/paths.ts';
import {
  BOOKING_NS,
  BookingCheckout,
  bookingDetailsUrl,
  PriceBreakdown,
  useHeldTravellers,
  useSpecialRequestsField,
  type CheckoutTravellers,
  type HeldOffer,
} from '../../booking/index.ts';
import { ACTIVITIES_NS, loadHeldActivityParticipants } from '../../booking-activities/index.ts';
import { CARS_NS, loadHeldCarDriver } from '../../booking-cars/index.ts';
import { CRUISE_NS, loadHeldCruiseGuests } from '../../booking-cruises/index.ts';
import { FLIGHTS_NS, loadHeldFlightPassengers } from '../../booking-flights/index.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';
import { isolated } from '../isolate.ts';
import { ltrText } from '../../../components/ui/ltr.tsx';
import { ClientFrame, ProposalLoad } from './client-proposal-page.tsx';

// The products' own traveller fields speak in their products' texts.
export const PAGE_NAMESPACES = [BOOKING_NS, FLIGHTS_NS, ACTIVITIES_NS, CRUISE_NS, CARS_NS] as const;

/**
 * Each product's own traveller fields, as its own checkout asks them (decision 0122), for the party
 * the hold answered: a flight's passengers, an activity's participants, a cabin's guests, a car's
 * driver. A stay asks its special requests.
 */
const HELD_TRAVELLERS = {
  flight: /* @__PURE__ */ lazy(loadHeldFlightPassengers),
  activity: /* @__PURE__ */ lazy(loadHeldActivityParticipants),
  cruise: /* @__PURE__ */ lazy(loadHeldCruiseGuests),
  car: /* @__PURE__ */ lazy(loadHeldCarDriver),
} as const;

function useItemTravellers(product: ProposalItem['product'] | undefined): CheckoutTravellers | undefined {
  const specialRequests = useSpecialRequestsField();
  const stay = product === undefined || product === 'hotel' || product === 'resort';
  const held = useHeldTravellers(stay ? null : HELD_TRAVELLERS[product]);
  return stay ? specialRequests : held;
}

/** Where a booked item's confirmation shows: the hotel's confirmation page, else the booking's own page. */
const confirmationUrl = (product: ProposalItem['product']) => (reference: string) =>
  product === 'hotel' ? withQuery(ROUTES.hotels.confirmPayment, { reference }) : bookingDetailsUrl(reference);

/**
 * /booknow/hotels/deal/{proposalId}?itemId=… (a hotel) and /checkout?proposalId=…&itemId=… (any
 * other product): the shared checkout of one proposal item. It holds the item's offer at its current
 * price with `proposal: { id, itemId }`, so the server prices it with the item's markup and binds it
 * to the proposal's client; a visitor signs up or in on the way and comes back here (spec §4).
 */
export function ProposalCheckoutPage() {
  const { proposalId: fromPath } = useParams();
  const [params] = useSearchParams();
  const { t } = useProposalsTranslation();
  const id = fromPath ?? params.get('proposalId') ?? '';
  const itemId = params.get('itemId') ?? '';
  if (id === '' || itemId === '') {
    return (
      <ClientFrame>
        <p className="tf-proposal-client__notice" role="alert">
          {t('checkout.missing')}
        </p>
      </ClientFrame>
    );
  }
  return (
    <div className="tf-proposal-checkout">
      <ProposalLoad id={id}>{(proposal) => <ItemCheckout proposal={proposal} itemId={itemId} />}</ProposalLoad>
    </div>
  );
}

function ItemCheckout({ proposal, itemId }: { proposal: Proposal; itemId: string }) {
  const { t } = useProposalsTranslation();
  const dates = useDisplayDate();
  const item = proposal.items.find((i) => i.id === itemId);
  const travellers = useItemTravellers(item?.product);
  const back = paths.allowAgentProposal(proposal.id);
  const bookable = item && item.current && (item.status === 'approved' || item.status === 'proposed') && item.change.kind !== 'unavailable';
  if (!item || !bookable || !item.current) {
    return (
      <ClientFrame>
        <p className="tf-proposal-client__notice" role="alert">
          {item?.bookingReference
            ? t('client.bookedItem', { reference: ltrText(item.bookingReference) })
            : t('checkout.notBookable', { agent: isolated(proposal.agent.name) })}
        </p>
        <a href={back}>{t('checkout.back')}</a>
      </ClientFrame>
    );
  }
  const shot = item.current;
  return (
    <BookingCheckout
      product={item.product}
      offer={{ offerId: item.offerId, currency: shot.price.total.currency, expectedTotal: shot.price.total, proposal: { id: proposal.id, itemId: item.id } }}
      backTo={back}
      confirmationUrl={confirmationUrl(item.product)}
      travellers={travellers}
      summary={(held: HeldOffer) => (
        <section className="tf-card tf-proposal-checkout__summary" aria-label={shot.title}>
          <h2>
            <bdi>{shot.title}</bdi>
          </h2>
          <p>{shot.startDate === shot.endDate ? dates.date(shot.startDate) : dates.range(shot.startDate, shot.endDate)}</p>
          <ul>
            {shot.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {item.note && <p className="tf-proposal-item__note">{item.note}</p>}
          <p className="tf-proposal-item__terms">{held.cancellationPolicy.description}</p>
          <PriceBreakdown price={held.price} product={item.product} />
        </section>
      )}
    />
  );
}
