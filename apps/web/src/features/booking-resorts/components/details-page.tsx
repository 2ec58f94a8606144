import type { ResortAvailabilityItem, ResortRoom } from '@tripfront/domain/booking/resort-api';
import type { ResortSearch } from '@tripfront/domain/search';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AddToProposal, DetailsOffer, isProductUnavailable, ProductUnavailable, useMoney } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { ResortSearchForm, SearchSummaryBar } from '../../search/index.ts';
import { useResortAvailability } from '../api/get-availability.ts';
import { useResortDeals } from '../api/get-deals.ts';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';
import { availabilityQuery, readResortSearch, resortCheckoutUrl, resortDetailsUrl, resortResultsUrl } from '../resort-urls.ts';
import { PlaceMap } from '../../map/index.ts';
import { cheapestRoom } from './resort-card.tsx';

/**
 * The stay (dates and guests) above the resort on every screen size, with the prefilled search to
 * change it: the same area stays on this resort with the new dates or party; another area searches.
 */
function StayBar({ resortId, search, children }: { resortId: string; search: ResortSearch; children: ReactNode }) {
  const { t } = useResortsTranslation();
  const navigate = useNavigate();
  const submit = (values: ResortSearch) => {
    const sameArea = values.place?.regionId === search.place?.regionId && values.place?.subregionId === search.place?.subregionId;
    void navigate(sameArea ? resortDetailsUrl(resortId, values) : resortResultsUrl(values));
  };
  return (
    <>
      <SearchSummaryBar service="resorts" values={search} label={t('details.stayLabel')} collapse="always">
        <ResortSearchForm key={resortDetailsUrl(resortId, search)} label={t('details.stayLabel')} initialQuery={search} onSubmit={submit} />
      </SearchSummaryBar>
      {children}
    </>
  );
}

/** The resort's cheapest room for the stay, and Reserve, which leads to the rooms. */
function ResortOffer({ resort, nights, guests, placement }: { resort: ResortAvailabilityItem; nights: number; guests: number; placement: 'head' | 'bar' }) {
  const { t } = useResortsTranslation();
  const money = useMoney();
  const from = cheapestRoom(resort);
  if (!from) return null;
  return (
    <DetailsOffer
      lead={t('details.from')}
      price={money(from.price.total)}
      note={t('details.offerNote', { nights: t('common.nights', { count: nights }), guests: t('common.guests', { count: guests }) })}
      action={t('details.reserve')}
      targetId="resort-rooms-list"
      placement={placement}
    />
  );
}

/** /booknow/resort/details?resort_id=…&<search>: photos, description, amenities, themes, every room for the stay and the party, and resorts nearby. */
export function DetailsPage() {
  const { t } = useResortsTranslation();
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readResortSearch(query), [query]);
  const resortId = new URLSearchParams(query).get('resort_id') ?? '';
  const api = resortId ? availabilityQuery(search, selectedCurrency.currency, { resortId }) : null;
  const answer = useResortAvailability(api);
  const resort = answer.data?.resorts.find((r) => r.resortId === resortId);
  const back = (
    <Link className="tf-resort-back" to={resortResultsUrl(search)}>
      {t('details.back')}
    </Link>
  );
  if (api !== null && answer.isPending) return <div className="tf-container tf-page" role="status" aria-busy="true" aria-label={t('details.loading')} />;
  if (answer.isError && isProductUnavailable(answer.error)) return <ProductUnavailable />;
  if (!resort || !answer.data) {
    return (
      <div className="tf-container tf-page">
        {back}
        <p className="tf-card tf-resort-notice" role="alert">
          {answer.isError ? t('results.error') : api === null ? t('results.incomplete') : t('details.notFound')}
        </p>
      </div>
    );
  }
  const { nights, adults, children } = answer.data;
  return (
    <StayBar resortId={resortId} search={search}>
      <div className="tf-container tf-page tf-resorts">
        {back}
        <header className="tf-resort-head">
          <div>
            <h1>{resort.name}</h1>
            <p className="tf-resort-muted">
              <span aria-label={t('common.stars', { count: resort.stars })}>{'★'.repeat(resort.stars)}</span> · {resort.subregionName}
            </p>
          </div>
          <ResortOffer resort={resort} nights={nights} guests={adults + children} placement="head" />
        </header>
        <ul className="tf-resort-photos" aria-label={t('details.photos', { name: resort.name })}>
          {resort.photos.map((src, i) => (
            <li key={i}>
              <img src={src} alt="" width={400} height={250} loading={i === 0 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
        <div className="tf-resort-details">
          <section>
            <p>{resort.description}</p>
            <h2>{t('details.amenities')}</h2>
            <ul className="tf-resort-amenities">
              {resort.amenities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            <h2>{t('details.themes')}</h2>
            <ul className="tf-resort-themes">
              {resort.themes.map((theme) => (
                <li key={theme}>{t(`theme.${theme}`)}</li>
              ))}
            </ul>
            <p className="tf-resort-muted">{resort.cancellationPolicy.description}</p>
            <PlaceMap place={{ id: resort.resortId, name: resort.name, latitude: resort.latitude, longitude: resort.longitude }} />
          </section>
          <section id="resort-rooms-list" className="tf-details-target" aria-labelledby="resort-rooms" tabIndex={-1}>
            <h2 id="resort-rooms">
              {t('details.rooms', { nights: t('common.nights', { count: nights }), guests: t('common.guests', { count: adults + children }) })}
            </h2>
            <ul className="tf-resort-rooms">
              {resort.rooms.map((room) => (
                <li key={room.roomType}>
                  <RoomRow room={room} resort={resort} search={search} />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <NearbyDeals resort={resort} search={search} />
        <ResortOffer resort={resort} nights={nights} guests={adults + children} placement="bar" />
      </div>
    </StayBar>
  );
}

function RoomRow({ room, resort, search }: { room: ResortRoom; resort: ResortAvailabilityItem; search: ReturnType<typeof readResortSearch> }) {
  const { t } = useResortsTranslation();
  const money = useMoney();
  const fits = search.adults + search.children <= room.maxGuests;
  return (
    <article className="tf-card tf-resort-room" aria-labelledby={`room-${room.roomType}`}>
      <div>
        <h3 id={`room-${room.roomType}`}>{room.name}</h3>
        <p className="tf-resort-muted">
          {room.bedding} · {t('details.size', { size: room.sizeM2 })} · {t('details.sleeps', { count: room.maxGuests })}
        </p>
        <p className={room.unitsLeft === 0 ? 'tf-resort-soldout' : 'tf-resort-left'} data-testid={`units-${room.roomType}`}>
          {t('details.left', { count: room.unitsLeft })}
        </p>
      </div>
      <div className="tf-resort-room__price">
        <p>{t('details.perNight', { price: money(room.price.perNight) })}</p>
        <p className="tf-resort-room__total">{t('details.total', { price: money(room.price.total) })}</p>
        {room.price.wholesale && room.price.markup && (
          <dl className="tf-resort-agent">
            <dt>{t('details.wholesale')}</dt>
            <dd>{money(room.price.wholesale)}</dd>
            <dt>{t('details.markup')}</dt>
            <dd>{money(room.price.markup)}</dd>
          </dl>
        )}
        {room.offerId ? (
          <Link
            className="tf-button tf-button--primary"
            to={resortCheckoutUrl({ offerId: room.offerId, total: room.price.total, resortId: resort.resortId, search })}
            aria-label={t('details.reserveLabel', { room: room.name })}
          >
            {t('details.reserve')}
          </Link>
        ) : null}
        {room.offerId ? (
          <AddToProposal product="resort" offerId={room.offerId} currency={room.price.total.currency} label={room.name} />
        ) : (
          !fits && <p className="tf-resort-muted">{t('details.tooSmall')}</p>
        )}
      </div>
    </article>
  );
}

/** Resort deals near this resort (spec §7 deals near a point; a newer request aborts the one in flight). */
function NearbyDeals({ resort, search }: { resort: ResortAvailabilityItem; search: ReturnType<typeof readResortSearch> }) {
  const { t } = useResortsTranslation();
  const money = useMoney();
  const { selectedCurrency } = useSelectedCurrency();
  const deals = useResortDeals({ lat: resort.latitude, lon: resort.longitude }, selectedCurrency.currency);
  const others = (deals.data ?? []).filter((d) => d.id !== resort.resortId).slice(0, 4);
  if (deals.isError) return <p className="tf-resort-muted">{t('details.dealsError')}</p>;
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="resort-deals" className="tf-resort-deals">
      <h2 id="resort-deals">{t('details.deals')}</h2>
      <ul>
        {others.map((d) => (
          <li key={d.id} className="tf-card">
            <img src={d.image} alt="" width={400} height={250} loading="lazy" />
            <Link to={resortDetailsUrl(d.id, search)}>{d.name}</Link>
            <p className="tf-resort-muted">
              {d.subregionName} · {money({ amount: d.rate.publishedRate.amountMinor, currency: d.rate.publishedRate.currency })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
