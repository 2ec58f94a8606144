import type { ParticipantCounts } from '@tripfront/domain/booking/activity-api';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSaveTravellers, type CheckoutTravellers, type HeldTravellers, type HeldTravellersProps } from '../../booking/index.ts';
import { emptyParticipants, participantErrors, ParticipantFields, toParticipants, type ParticipantRow } from './participant-fields.tsx';

/**
 * An activity's travellers at checkout: every participant of the held party by name, grouped by
 * type (the API checks them against the held party before anything is charged), the first missing
 * name focused at Pay. The activity's checkout page and a proposal item's checkout (from the hold)
 * both ask them with this; no party yet (an incomplete URL) asks nobody.
 */
export function useActivityParticipants(party: ParticipantCounts | null): CheckoutTravellers & { fields: ReactNode } {
  const [rows, setRows] = useState<ParticipantRow[]>(() => (party ? emptyParticipants(party) : []));
  const [errors, setErrors] = useState<Record<string, true>>({});
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const saves = useSaveTravellers();
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
  return {
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
  };
}

/** The participants of a held activity (its party as the hold answered). */
export const HeldActivityParticipants: HeldTravellers = ({ held, onCollect }) =>
  held.product === 'activity' ? <Participants party={held.activity.participants} onCollect={onCollect} /> : null;

function Participants({ party, onCollect }: { party: ParticipantCounts; onCollect: HeldTravellersProps['onCollect'] }) {
  const travellers = useActivityParticipants(party);
  useEffect(() => onCollect(travellers.collect));
  return travellers.fields;
}
