import { PARTICIPANT_TYPES, type ActivityParticipant, type ParticipantCounts, type ParticipantType } from '@tripfront/domain/booking/activity-api';
import type { ReactNode } from 'react';
import { SavedTravellerPicker } from '../../booking/index.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';

export interface ParticipantRow {
  type: ParticipantType;
  firstName: string;
  lastName: string;
}

/** One empty row per participant of the held party, adults first. */
export const emptyParticipants = (party: ParticipantCounts): ParticipantRow[] =>
  PARTICIPANT_TYPES.flatMap((type) => Array.from({ length: party[type] }, () => ({ type, firstName: '', lastName: '' })));

/** The rows' problems by field path ('2.firstName'); empty when every name is given. */
export function participantErrors(rows: readonly ParticipantRow[]): Record<string, true> {
  const errors: Record<string, true> = {};
  rows.forEach((r, i) => {
    if (!r.firstName.trim()) errors[`${i}.firstName`] = true;
    if (!r.lastName.trim()) errors[`${i}.lastName`] = true;
  });
  return errors;
}

export const toParticipants = (rows: readonly ParticipantRow[]): ActivityParticipant[] =>
  rows.map((r) => ({ type: r.type, firstName: r.firstName.trim(), lastName: r.lastName.trim() }));

interface Props {
  rows: ParticipantRow[];
  errors: Record<string, true>;
  onChange: (rows: ParticipantRow[]) => void;
  /** "Save this traveller" for participant `i` (the checkout's useSaveTravellers). */
  saveCheck?: (index: number) => ReactNode;
}

/** A first and last name per participant, grouped by type ("Adult 1", "Child 1"). */
export function ParticipantFields({ rows, errors, onChange, saveCheck }: Props) {
  const { t } = useActivitiesTranslation();
  const numberOf = (i: number) => rows.slice(0, i + 1).filter((r) => r.type === rows[i]!.type).length;
  const set = (i: number, field: 'firstName' | 'lastName', value: string) => onChange(rows.map((r, k) => (k === i ? { ...r, [field]: value } : r)));
  return (
    <section className="tf-activity-participants" aria-labelledby="activity-participants-title">
      <h2 id="activity-participants-title">{t('checkout.participants')}</h2>
      <p className="tf-activity-muted">{t('checkout.participantsHint')}</p>
      {rows.map((r, i) => (
        <fieldset key={i} className="tf-activity-participant">
          <legend>{t('checkout.participant', { type: t(`type.${r.type}`), number: numberOf(i) })}</legend>
          <SavedTravellerPicker onChoose={(p) => onChange(rows.map((row, k) => (k === i ? { ...row, firstName: p.firstName, lastName: p.lastName } : row)))} />
          {(['firstName', 'lastName'] as const).map((field) => {
            const id = `participant-${i}-${field}`;
            const bad = errors[`${i}.${field}`] === true;
            return (
              <div key={field} className="tf-booking-field">
                <label htmlFor={id}>{t(`checkout.${field}`)}</label>
                <input
                  id={id}

                  autoComplete="off"
                  maxLength={80}
                  value={r[field]}
                  aria-invalid={bad ? true : undefined}
                  aria-describedby={bad ? `${id}-error` : undefined}
                  onChange={(e) => set(i, field, e.target.value)}
                />
                {bad && (
                  <p className="tf-booking-field__error" id={`${id}-error`}>
                    {t('checkout.required')}
                  </p>
                )}
              </div>
            );
          })}
          {saveCheck?.(i)}
        </fieldset>
      ))}
    </section>
  );
}
