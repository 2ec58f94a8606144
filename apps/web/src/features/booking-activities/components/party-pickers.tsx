import { MAX_PARTICIPANTS, PARTICIPANT_TYPES, participantTotal, type ParticipantCounts, type ParticipantPrice } from '@tripfront/domain/booking/activity-api';
import { useMoney } from '../../booking/index.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';

/** A stepper per participant type with its price each (agents also see its markup). */
export function PartyPickers({
  party,
  prices,
  onChange,
}: {
  party: ParticipantCounts;
  prices: ParticipantPrice[];
  onChange: (party: ParticipantCounts) => void;
}) {
  const { t } = useActivitiesTranslation();
  const money = useMoney();
  const total = participantTotal(party);
  return (
    <fieldset className="tf-activity-party">
      <legend>{t('party.title')}</legend>
      {PARTICIPANT_TYPES.map((type) => {
        const price = prices.find((p) => p.type === type);
        const label = t(`type.${type}`);
        return (
          <div key={type} className="tf-activity-party__row">
            <div>
              <span className="tf-activity-party__type" id={`party-${type}`}>
                {label}
              </span>
              <span className="tf-activity-muted"> {t(`typeAge.${type}`)}</span>
              {price && (
                <p className="tf-activity-muted">
                  {price.each.amount === 0 ? t('party.free') : t('party.each', { price: money(price.each) })}
                  {price.markup && price.each.amount > 0 && ` · ${t('party.markup', { price: money(price.markup) })}`}
                </p>
              )}
            </div>
            <div className="tf-activity-stepper" role="group" aria-labelledby={`party-${type}`}>
              <button
                type="button"
                className="tf-button tf-button--outline"
                aria-label={t('party.remove', { type: label })}
                disabled={party[type] === 0}
                onClick={() => onChange({ ...party, [type]: party[type] - 1 })}
              >
                −
              </button>
              <output aria-live="polite" aria-label={t('party.count', { type: label, count: party[type] })}>
                {party[type]}
              </output>
              <button
                type="button"
                className="tf-button tf-button--outline"
                aria-label={t('party.add', { type: label })}
                disabled={total >= MAX_PARTICIPANTS}
                onClick={() => onChange({ ...party, [type]: party[type] + 1 })}
              >
                +
              </button>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
