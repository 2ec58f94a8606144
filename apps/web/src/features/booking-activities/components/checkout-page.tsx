import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BookingCheckout, PriceBreakdown, useSaveTravellers, type HeldOffer } from '../../booking/index.ts';
import { activityConfirmationUrl, activityDetailsUrl, readActivityCheckout } from '../activity-urls.ts';
import { ActivitySummary } from './activity-summary.tsx';
import { emptyParticipants, participantErrors, ParticipantFields, toParticipants, type ParticipantRow } from './participant-fields.tsx';

/**
 * /booknow/activities/bookings/checkout?offer&code&total&currency&adult&child&infant&senior&<search>:
 * the activity's plug into the shared checkout. The slot is held for the party at the total the
 * traveller saw; the lead traveller is the checkout's guest, and every participant is asked for by
 * name, grouped by type (the API checks them against the held party before anything is charged).
 */
export function CheckoutPage() {
  const { search: query } = useLocation();
  const target = useMemo(() => readActivityCheckout(query), [query]);
  const [rows, setRows] = useState<ParticipantRow[]>(() => (target ? emptyParticipants(target.party) : []));
  const [errors, setErrors] = useState<Record<string, true>>({});
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const saves = useSaveTravellers();

  if (target === null) return <BookingCheckout product="activity" offer={null} backTo="" confirmationUrl={activityConfirmationUrl} summary={() => null} />;
  const collect = async () => {
    const found = participantErrors(rowsRef.current);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTimeout(() => document.querySelector<HTMLElement>('.tf-activity-participants [aria-invalid="true"]')?.focus(), 50);
      return null;
    }
    const participants = toParticipants(rowsRef.current);
    saves.save(participants.map((p, i) => [String(i), { firstName: p.firstName, lastName: p.lastName }] as const));
    return { participants };
  };
  return (
    <BookingCheckout
      product="activity"
      offer={{ offerId: target.offerId, currency: target.total.currency, expectedTotal: target.total }}
      backTo={activityDetailsUrl(target.productCode, target.search)}
      confirmationUrl={activityConfirmationUrl}
      summary={(held: HeldOffer) => (
        <>
          {held.product === 'activity' && <ActivitySummary activity={held.activity} terms={held.cancellationPolicy.description} />}
          <PriceBreakdown price={held.price} product="activity" />
        </>
      )}
      travellers={{
        fields: (
          <ParticipantFields
            rows={rows}
            errors={errors}
            saveCheck={(i) => saves.check(String(i))}
            onChange={(next) => {
              setRows(next);
              if (Object.keys(errors).length > 0) setErrors(participantErrors(next));
            }}
          />
        ),
        collect,
      }}
    />
  );
}
