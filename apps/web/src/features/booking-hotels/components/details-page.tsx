import type { HotelDetails, RatePlan, RoomType } from '@tripfront/domain/booking/hotel-api';
import { leadingRates } from '@tripfront/domain/booking/hotel-offer';
import { searchUrl, type HotelSearch } from '@tripfront/domain/search';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { HotelSearchForm, SearchSummaryBar } from '../../search/index.ts';
import { useProperty } from '../api/get-property.ts';
import { hotelCheckoutUrl, hotelDetailsUrl, hotelResultsUrl, readHotelQuery, toApiOccupancy } from '../hotel-urls.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { AddToProposal, isProductUnavailable, PriceBreakdown, ProductUnavailable } from '../../booking/index.ts';
import { PlaceMap } from '../../map/index.ts';
import { DueAtProperty } from './due-at-property.tsx';
import { HotelOffer } from './hotel-offer.tsx';
import { Stars } from './stars.tsx';
import { ltrText } from '../../../components/ui/ltr.tsx';
import { useHydrated } from '../../../lib/hydration.ts';

/**
 * The stay (dates and guests) above the hotel, on every screen size, with the prefilled search to
 * change it: the same place stays on this hotel with the new dates or party; another place searches.
 */
function StayBar({ v2, propertyId, search, children }: { v2: boolean; propertyId: string; search: HotelSearch; children: ReactNode }) {
  const { t } = useHotelsTranslation();
  const agency = useAgency();
  const navigate = useNavigate();
  const submit = (values: HotelSearch) => {
    const samePlace = values.destination?.label === search.destination?.label;
    void navigate(samePlace ? hotelDetailsUrl(v2, propertyId, values) : searchUrl('hotels', values, agency));
  };
  return (
    <>
      <SearchSummaryBar service="hotels" values={search} label={t('details.stayLabel')} collapse="always">
        <HotelSearchForm key={hotelDetailsUrl(v2, propertyId, search)} label={t('details.stayLabel')} initialQuery={search} onSubmit={submit} />
      </SearchSummaryBar>
      {children}
    </>
  );
}

/** /booknow/hotels/v2/details and /hotel-details?propertyId=…&<stay>: the hotel, its rooms and rates. */
export function DetailsPage({ v2 }: { v2: boolean }) {
  const { t } = useHotelsTranslation();
  const { t: tApp } = useTranslation();
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const { search, propertyId } = readHotelQuery(query);
  const occupancy = toApiOccupancy(search.rooms);
  const params =
    propertyId && search.checkin && search.checkout && occupancy
      ? { propertyId, checkin: search.checkin, checkout: search.checkout, occupancy, currency: selectedCurrency.currency }
      : null;
  const property = useProperty(params);
  const back = (
    <Link className="tf-hotels-back" to={hotelResultsUrl(v2, search)}>
      {t('details.back')}
    </Link>
  );

  if (params === null) {
    return (
      <div className="tf-container tf-page">
        {back}
        <h1>{tApp('services.hotels')}</h1>
        <p className="tf-hotels-notice tf-card">{t('details.incomplete')}</p>
      </div>
    );
  }
  if (property.isPending) {
    return (
      <StayBar v2={v2} propertyId={params.propertyId} search={search}>
        <div className="tf-container tf-page" role="status" aria-label={t('details.loading')}>
          <div className="tf-results-shimmer tf-hotels-gallery__main" />
        </div>
      </StayBar>
    );
  }
  if (property.isError && isProductUnavailable(property.error)) return <ProductUnavailable />;
  if (property.isError) {
    return (
      <div className="tf-container tf-page">
        {back}
        <div className="tf-hotels-notice tf-card" role="alert">
          <p>{t('details.error')}</p>
          <button type="button" className="tf-button tf-button--primary" onClick={() => void property.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const hotel = property.data;
  return (
    <StayBar v2={v2} propertyId={params.propertyId} search={search}>
      <div className="tf-container tf-page tf-hotels-details">
        {back}
        <header className="tf-hotels-details__head">
          <div>
            <h1>{hotel.name}</h1>
            <Stars count={hotel.stars} />
            <p className="tf-hotel-card__muted">
              <bdi>{hotel.address}</bdi>
            </p>
            <p className="tf-hotel-card__review">
              <span className="tf-hotel-card__score">{hotel.reviewScore.toFixed(1)}</span> {t('results.reviews', { count: hotel.reviewCount })}
            </p>
          </div>
          <HotelOffer hotel={hotel} roomsId="hotel-rooms" placement="head" />
        </header>
        <Gallery hotel={hotel} />
        <div className="tf-hotels-details__info">
          <section className="tf-card">
            <h2>{t('details.about')}</h2>
            <p dir="auto">{hotel.description}</p>
            <p>{t('details.checkInOut', { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime })}</p>
          </section>
          <Amenities amenities={hotel.amenities} />
        </div>
        <PlaceMap place={{ id: hotel.propertyId, name: hotel.name, latitude: hotel.latitude, longitude: hotel.longitude }} />
        <section id="hotel-rooms" className="tf-details-target" aria-labelledby="hotel-rooms-title" tabIndex={-1}>
          <h2 id="hotel-rooms-title">{t('details.rooms')}</h2>
          {hotel.rooms.length === 0 ? (
            <p className="tf-hotels-notice tf-card">{t('details.noRooms')}</p>
          ) : (
            hotel.rooms.map((room) => <RoomCard key={room.roomTypeId} room={room} hotel={hotel} />)
          )}
        </section>
        <HotelOffer hotel={hotel} roomsId="hotel-rooms" placement="bar" />
      </div>
    </StayBar>
  );
}

function Gallery({ hotel }: { hotel: HotelDetails }) {
  const { t } = useHotelsTranslation();
  const [index, setIndex] = useState(0);
  const photo = hotel.photos[index];
  if (!photo) return null;
  return (
    <div className="tf-hotels-gallery">
      <img className="tf-hotels-gallery__main" src={photo.url} alt={photo.caption} width={960} height={540} />
      <ul className="tf-hotels-gallery__thumbs">
        {hotel.photos.map((p, i) => (
          <li key={p.url}>
            <button type="button" aria-label={t('details.photo', { number: i + 1, caption: p.caption })} aria-pressed={i === index} onClick={() => setIndex(i)}>
              <img src={p.url} alt="" width={96} height={64} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Past this many, the amenities wait behind "Show all N amenities" (a phone's page stays short). */
const AMENITIES_SHOWN = 6;

function Amenities({ amenities }: { amenities: readonly string[] }) {
  const { t } = useHotelsTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? amenities : amenities.slice(0, AMENITIES_SHOWN);
  return (
    <section className="tf-card">
      <h2>{t('details.amenities')}</h2>
      <ul className="tf-hotels-amenities" id="hotel-amenities">
        {shown.map((a) => (
          <li key={a} dir="auto">
            {a}
          </li>
        ))}
      </ul>
      {amenities.length > AMENITIES_SHOWN && (
        <button
          type="button"
          className="tf-button tf-button--outline tf-hotels-more"
          aria-expanded={all}
          aria-controls="hotel-amenities"
          onClick={() => setAll(!all)}
        >
          {all ? t('details.showFewerAmenities') : t('details.showAllAmenities', { count: amenities.length })}
        </button>
      )}
    </section>
  );
}

function RoomCard({ room, hotel }: { room: RoomType; hotel: HotelDetails }) {
  const { t } = useHotelsTranslation();
  const [allRates, setAllRates] = useState(false);
  const leading = leadingRates(room.rates);
  const rates = allRates ? room.rates : leading;
  const ratesId = `rates-${room.roomTypeId}`;
  return (
    <article className="tf-hotels-room tf-card" aria-labelledby={`room-${room.roomTypeId}`}>
      <div className="tf-hotels-room__intro">
        <img src={room.photo} alt="" width={240} height={160} loading="lazy" />
        <div>
          <h3 id={`room-${room.roomTypeId}`}>{room.name}</h3>
          <p className="tf-hotel-card__muted">{t('details.roomFacts', { bed: ltrText(room.bed), size: room.sizeSqm, guests: room.maxOccupancy })}</p>
          <p dir="auto">{room.description}</p>
          {room.roomsLeft !== null && (
            <p className={room.roomsLeft <= 3 ? 'tf-hotels-scarce' : 'tf-hotel-card__muted'}>
              {room.roomsLeft === 0 ? t('details.soldOut') : t('details.roomsLeft', { count: room.roomsLeft })}
            </p>
          )}
        </div>
      </div>
      <ul className="tf-hotels-rates" id={ratesId}>
        {rates.map((rate) => (
          <li key={rate.rateId}>
            <RateRow rate={rate} room={room} hotel={hotel} />
          </li>
        ))}
      </ul>
      {room.rates.length > leading.length && (
        <button
          type="button"
          className="tf-button tf-button--outline tf-hotels-more"
          aria-expanded={allRates}
          aria-controls={ratesId}
          aria-describedby={`room-${room.roomTypeId}`}
          onClick={() => setAllRates(!allRates)}
        >
          {allRates ? t('details.showFewerRates') : t('details.showAllRates', { count: room.rates.length })}
        </button>
      )}
    </article>
  );
}

function RateRow({ rate, room, hotel }: { rate: RatePlan; room: RoomType; hotel: HotelDetails }) {
  const { t } = useHotelsTranslation();
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const { search } = readHotelQuery(query);
  const select = () => void navigate(hotelCheckoutUrl({ propertyId: hotel.propertyId, rateId: rate.rateId, total: rate.price.total, search }));
  // A page the server rendered (decision 0136) shows its rates before the app runs: a tap then would
  // be lost, so Select waits for the app.
  const hydrated = useHydrated();
  return (
    <div className="tf-hotels-rate">
      <div>
        <p className="tf-hotels-rate__name">
          <bdi>{rate.name}</bdi>
        </p>
        <p>{t(`board.${rate.board}`)}</p>
        <p className={rate.cancellationPolicy.refundable ? 'tf-hotels-badge' : 'tf-hotel-card__muted'}>
          {rate.cancellationPolicy.refundable ? t('common.freeCancellation') : t('common.nonRefundable')}
        </p>
        <p className="tf-hotel-card__muted" dir="auto">
          {rate.cancellationPolicy.description}
        </p>
      </div>
      <div>
        <PriceBreakdown price={rate.price} product="hotel" />
        <DueAtProperty due={rate.dueAtProperty} className="tf-hotel-card__muted" />
      </div>
      <div className="tf-offer-actions">
        <button
          type="button"
          className="tf-button tf-button--primary"
          disabled={!hydrated || room.roomsLeft === 0}
          onClick={select}
          aria-label={t('details.selectRate', { room: room.name, rate: rate.name })}
        >
          {t('details.select')}
        </button>
        <AddToProposal
          product="hotel"
          offerId={room.roomsLeft === 0 ? null : rate.rateId}
          currency={rate.price.total.currency}
          label={`${room.name}, ${rate.name}`}
        />
      </div>
    </div>
  );
}
