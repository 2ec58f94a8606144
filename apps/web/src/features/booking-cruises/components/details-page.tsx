import type { CabinCategoryView, SailingDetails } from '@tripfront/domain/booking/cruise-api';
import { cruisePolicyPath } from '@tripfront/domain/booking/cruise-policies';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { toCruiseSearchQuery, type CruiseSearch } from '@tripfront/domain/search';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { AddToProposal, DetailsOffer, isProductUnavailable, PriceBreakdown, ProductUnavailable, useMoney } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useSailing } from '../api/get-sailing.ts';
import { cruiseCheckoutUrl, cruiseResultsUrl, guestsOf, readCruiseSearch, readSailingId, sailingDetailsUrl } from '../cruise-urls.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';
import { PartyPicker } from './party-picker.tsx';

/** /booknow/cruise/search-details?sailing=…&<search>: the itinerary day by day, the ship, and the cabins for the party. */
export function DetailsPage() {
  const { t } = useCruiseTranslation();
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readCruiseSearch(query), [query]);
  const sailingId = readSailingId(query);
  const guests = guestsOf(search);
  const sailing = useSailing(sailingId, guests, selectedCurrency.currency);
  const back = search.month ? cruiseResultsUrl(search) : `/booknow/cruise?${toCruiseSearchQuery(search)}`;

  if (sailing.isError && isProductUnavailable(sailing.error)) return <ProductUnavailable />;
  const body = (() => {
    if (sailingId === null || (sailing.isError && sailing.error instanceof ApiError && sailing.error.status === 404)) {
      return <p className="tf-cruise-notice tf-card">{t('details.notFound')}</p>;
    }
    if (sailing.isPending) return <div role="status" aria-label={t('details.loading')} className="tf-results-shimmer tf-cruise-hero" />;
    if (sailing.isError) {
      return (
        <div className="tf-cruise-notice tf-card" role="alert">
          <p>{t('details.error')}</p>
          <button type="button" className="tf-button tf-button--primary" onClick={() => void sailing.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      );
    }
    return (
      <Sailing
        d={sailing.data}
        search={search}
        onParty={(g) =>
          void navigate(sailingDetailsUrl(sailing.data.sailingId, { ...search, adults: g.adult, children: g.child, infants: g.infant }), {
            replace: true,
            preventScrollReset: true,
          })
        }
      />
    );
  })();

  return (
    <div className="tf-cruise tf-container tf-page">
      <Link className="tf-cruise-back" to={back}>
        {t('details.back')}
      </Link>
      {body}
    </div>
  );
}

/** The sailing's cheapest cabin for the party, and Reserve, which leads to the cabins (decision 0098). */
function SailingOffer({ d, placement }: { d: SailingDetails; placement: 'head' | 'bar' }) {
  const { t } = useCruiseTranslation();
  const money = useMoney();
  const cheapest = d.cabins
    .filter((c) => c.offerId)
    .reduce<CabinCategoryView | null>((m, c) => (m === null || c.price.total.amount < m.price.total.amount ? c : m), null);
  if (!cheapest) return null;
  const guests = d.guests.adult + d.guests.child + d.guests.infant;
  return (
    <DetailsOffer
      lead={t('details.from')}
      price={money(cheapest.price.total)}
      note={t('details.total', { guests: t('common.guests', { count: guests }) })}
      action={t('details.reserve')}
      targetId="cruise-cabins"
      placement={placement}
    />
  );
}

function Sailing({ d, search, onParty }: { d: SailingDetails; search: CruiseSearch; onParty: (g: SailingDetails['guests']) => void }) {
  const dates = useDisplayDate();
  const { t } = useCruiseTranslation();
  return (
    <article className="tf-cruise-details" aria-labelledby="sailing-title">
      <header className="tf-cruise-details__head">
        <img className="tf-cruise-hero" src={d.imageUrl} alt="" />
        <div>
          <p className="tf-cruise-muted">
            {d.line.name} · {d.ship}
          </p>
          <h1 id="sailing-title" dir="auto">
            {d.title}
          </h1>
          <p>
            {t('summary.dates', { from: dates.date(d.departDate), to: dates.date(d.returnDate) })} · {t('common.nights', { count: d.nights })} ·{' '}
            {d.departurePort}
          </p>
          <p dir="auto">{d.description}</p>
          {/* The sailing's terms as the server words them (decision 0097): the checkout and booking say the same. */}
          <p>{d.cancellationPolicy.description}</p>
          <Link to={cruisePolicyPath(d.line.cancellationPolicy)}>{t('details.policy', { line: d.line.name })}</Link>
          <SailingOffer d={d} placement="head" />
        </div>
      </header>
      <div className="tf-cruise-details__grid">
        <section className="tf-card" aria-labelledby="itinerary-title">
          <h2 id="itinerary-title">{t('details.itinerary')}</h2>
          <ol className="tf-cruise-itinerary">
            {d.itinerary.map((day) => (
              <li key={day.day}>
                <span className="tf-cruise-itinerary__day">{t('details.day', { day: day.day })}</span>
                <span className="tf-cruise-muted">{dates.date(day.date)}</span>
                <strong dir="auto">{day.atSea ? t('details.atSea') : day.port}</strong>
                <span className="tf-cruise-muted">
                  {[day.arrive && t('details.arrive', { time: day.arrive }), day.depart && t('details.depart', { time: day.depart })]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section className="tf-card" aria-labelledby="ship-title">
          <h2 id="ship-title">{t('details.ship')}</h2>
          <p>
            <strong>{d.shipFacts.name}</strong>
          </p>
          <dl className="tf-cruise-facts">
            <div>
              <dt>{t('details.yearBuilt')}</dt>
              <dd>{d.shipFacts.yearBuilt}</dd>
            </div>
            <div>
              <dt>{t('details.tonnage')}</dt>
              <dd>{d.shipFacts.grossTonnage.toLocaleString()}</dd>
            </div>
            <div>
              <dt>{t('details.passengers')}</dt>
              <dd>{d.shipFacts.passengers.toLocaleString()}</dd>
            </div>
            <div>
              <dt>{t('details.crew')}</dt>
              <dd>{d.shipFacts.crew.toLocaleString()}</dd>
            </div>
            <div>
              <dt>{t('details.decks')}</dt>
              <dd>{d.shipFacts.decks}</dd>
            </div>
          </dl>
        </section>
      </div>
      <section id="cruise-cabins" aria-labelledby="cabins-title" className="tf-cruise-cabins tf-details-target" tabIndex={-1}>
        <h2 id="cabins-title">{t('details.cabins')}</h2>
        <PartyPicker value={d.guests} onChange={onParty} />
        <ul className="tf-cruise-cabins__list">
          {d.cabins.map((c) => (
            <li key={c.category}>
              <Cabin c={c} d={d} search={search} />
            </li>
          ))}
        </ul>
      </section>
      <SailingOffer d={d} placement="bar" />
    </article>
  );
}

function Cabin({ c, d, search }: { c: CabinCategoryView; d: SailingDetails; search: CruiseSearch }) {
  const { t } = useCruiseTranslation();
  const money = useMoney();
  const guests = d.guests.adult + d.guests.child + d.guests.infant;
  const name = t(`cabins.${c.category}`);
  const titleId = `cabin-${c.category}`;
  return (
    <article className="tf-card tf-cruise-cabin" aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>{name}</h3>
        <p className="tf-cruise-muted">{t('details.occupancy', { count: c.occupancy })}</p>
        {c.cabinsLeft > 0 && c.cabinsLeft <= 3 && <p className="tf-cruise-scarce">{t('details.cabinsLeft', { count: c.cabinsLeft })}</p>}
        <ul className="tf-cruise-fares">
          {c.fares.map((f) => (
            <li key={f.type}>
              {t('details.fare', { type: t(`guestTypes.${f.type}`), price: money(f.each) })}
              {f.markup && <span className="tf-cruise-muted"> ({t('details.markup', { price: money(f.markup) })})</span>}
            </li>
          ))}
        </ul>
      </div>
      <div className="tf-cruise-cabin__price">
        <p className="tf-cruise-muted">{t('details.total', { guests: t('common.guests', { count: guests }) })}</p>
        <p className="tf-cruise-card__amount">{money(c.price.total)}</p>
        {/* Agents (the API sends their rows only): wholesale, markup, base, taxes, total. */}
        {c.price.wholesale && <PriceBreakdown price={c.price} product="cruise" />}
        {c.offerId ? (
          <Link
            className="tf-button tf-button--primary"
            to={cruiseCheckoutUrl({ sailingId: d.sailingId, category: c.category, offerId: c.offerId, total: c.price.total, search })}
          >
            {t('details.choose', { cabin: name })}
          </Link>
        ) : null}
        {c.offerId ? (
          <AddToProposal product="cruise" offerId={c.offerId} currency={c.price.total.currency} label={name} />
        ) : (
          <p className="tf-cruise-scarce">{t(`details.unavailable.${c.unavailable ?? 'soldOut'}`)}</p>
        )}
      </div>
    </article>
  );
}
