import { ACTIVITY_PARTY_MESSAGES, activityPartyIssues, type ActivitySlot, type ParticipantCounts } from '@tripfront/domain/booking/activity-api';
import { addCalendarDays } from '@tripfront/domain/search';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AddToProposal, DetailsOffer, isProductUnavailable, PriceBreakdown, ProductUnavailable, useMoney } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useSearchContext } from '../../search/results.ts';
import { linkedProductCode, useActivity, useAvailability } from '../api/get-activity.ts';
import { activityCheckoutUrl, activityResultsUrl, readActivitySearch, readParty, withParty } from '../activity-urls.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';
import { ActivityFacts } from './activity-facts.tsx';
import { PartyPickers } from './party-pickers.tsx';
import { SlotCalendar } from './slot-calendar.tsx';

/** Days the calendar shows at once. */
const WINDOW_DAYS = 14;

/**
 * /booknow/activities/result-details/{productCode} (and /search-details?productCode=…, decision
 * 0051): the tour's description, itinerary, inclusions, meeting point and languages, the party per
 * participant type with its prices, and a calendar of dates and time slots with the places left. A
 * full slot is shown and cannot be chosen. Continue goes to the checkout with the slot's offer.
 */
export function DetailsPage() {
  const { t } = useActivitiesTranslation();
  const { t: tApp, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const { pathname, search: query } = useLocation();
  const params = useParams();
  // An incomplete link (no product code, or one cut short) shows the not-found state without asking the API.
  const productCode = linkedProductCode(params.productCode ?? new URLSearchParams(query).get('productCode'));
  const { selectedCurrency } = useSelectedCurrency();
  const currency = selectedCurrency.currency;
  const ctx = useSearchContext();
  const search = useMemo(() => readActivitySearch(query), [query]);
  const earliest = earliestSearchDate('activities', ctx.today, ctx.restriction);
  const [from, setFrom] = useState(() => (search.startDate && search.startDate > earliest ? search.startDate : earliest));
  const [party, setPartyState] = useState<ParticipantCounts>(() => readParty(query));
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<ActivitySlot | null>(null);
  const issues = activityPartyIssues(party);
  const details = useActivity(productCode, currency);
  const calendar = useAvailability(
    productCode !== null && issues.length === 0 && details.isSuccess
      ? { productCode, from, to: addCalendarDays(from, WINDOW_DAYS - 1), party, currency }
      : null,
  );
  const days = calendar.data?.days ?? [];
  // The chosen slot as the latest calendar has it (its offer follows the party).
  const live = date ? (days.find((d) => d.date === date)?.slots.find((s) => s.time === slot?.time && s.offerId) ?? null) : null;

  const setParty = (next: ParticipantCounts) => {
    setPartyState(next);
    void navigate(withParty(pathname, query, next), { replace: true, preventScrollReset: true });
  };
  const back = search.destination ? (
    <Link className="tf-activity-back" to={activityResultsUrl(search)}>
      {t('details.back')}
    </Link>
  ) : null;

  const notFound = (
    <div className="tf-container tf-page">
      {back}
      <h1>{tApp('services.activities')}</h1>
      <p className="tf-activity-notice tf-card" role="alert">
        {t('details.notFound')}
      </p>
    </div>
  );
  if (productCode === null) return notFound;
  if (details.isPending) {
    return (
      <div className="tf-container tf-page" role="status" aria-label={t('details.loading')}>
        <div className="tf-results-shimmer tf-results-line tf-activity-line" />
      </div>
    );
  }
  if (details.isError && isProductUnavailable(details.error)) return <ProductUnavailable />;
  if (details.isError) return notFound;
  const a = details.data;
  const adult = a.prices.find((p) => p.type === 'adult');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="tf-container tf-page tf-activities">
      {back}
      <div className="tf-activity-details">
        <ActivityFacts activity={a} locale={locale} />
        <aside id="activity-book" className="tf-activity-book tf-card tf-details-target" aria-labelledby="activity-book-title" tabIndex={-1}>
          <h2 id="activity-book-title">{t('details.bookTitle')}</h2>
          <PartyPickers party={party} prices={a.prices} onChange={setParty} />
          {issues.length > 0 && (
            <p className="tf-activity-error" role="alert">
              {t(`partyIssue.${issues[0]!}`, { defaultValue: ACTIVITY_PARTY_MESSAGES[issues[0]!] })}
            </p>
          )}
          <div className="tf-activity-range">
            <button
              type="button"
              className="tf-button tf-button--outline"
              disabled={from <= earliest}
              onClick={() => setFrom((f) => (addCalendarDays(f, -WINDOW_DAYS) < earliest ? earliest : addCalendarDays(f, -WINDOW_DAYS)))}
            >
              {t('calendar.earlier')}
            </button>
            <button type="button" className="tf-button tf-button--outline" onClick={() => setFrom((f) => addCalendarDays(f, WINDOW_DAYS))}>
              {t('calendar.later')}
            </button>
          </div>
          {calendar.isError ? (
            <p className="tf-activity-error" role="alert">
              {t('calendar.error')}
            </p>
          ) : calendar.isPending && issues.length === 0 ? (
            <p role="status">{t('calendar.loading')}</p>
          ) : (
            <div aria-busy={calendar.isFetching}>
              <SlotCalendar
                days={days}
                locale={locale}
                selectedDate={date}
                onSelectDate={(d) => {
                  setDate(d);
                  setSlot(null);
                }}
                selectedSlot={live?.time ?? null}
                onSelectSlot={setSlot}
              />
            </div>
          )}
          {live && <PriceBreakdown price={live.price} product="activity" />}
          <button
            type="button"
            className="tf-button tf-button--primary tf-activity-continue"
            disabled={!live?.offerId || issues.length > 0}
            onClick={() =>
              live?.offerId && void navigate(activityCheckoutUrl({ offerId: live.offerId, productCode: a.productCode, total: live.price.total, search, party }))
            }
          >
            {live ? t('details.continue') : t('details.chooseSlot')}
          </button>
          {live?.offerId && issues.length === 0 && (
            <AddToProposal product="activity" offerId={live.offerId} currency={live.price.total.currency} label={`${a.title}, ${live.time}`} />
          )}
        </aside>
      </div>
      {/* On a phone the price for an adult and the way to the dates stay at hand (decision 0098). */}
      {adult && (
        <DetailsOffer
          lead={t('results.from')}
          price={money(adult.each)}
          note={t('results.perAdult')}
          action={t('details.checkAvailability')}
          targetId="activity-book"
          placement="bar"
        />
      )}
    </div>
  );
}
