import type { ActivityAvailabilityAnswer, ActivitySlot } from '@tripfront/domain/booking/activity-api';
import { useMoney } from '../../booking/index.ts';
import { useActivitiesTranslation, type ActivitiesKey } from '../hooks/use-activities-translation.ts';

type Day = ActivityAvailabilityAnswer['data']['days'][number];

interface Props {
  days: Day[];
  locale: string;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  selectedSlot: string | null;
  onSelectSlot: (slot: ActivitySlot) => void;
}

const bookable = (d: Day) => d.slots.some((s) => s.offerId);

/** Why a day cannot be chosen (closed, no slots, every slot full), or null when it can. */
function dayNoteKey(d: Day): ActivitiesKey | null {
  if (d.closed) return 'calendar.closed';
  if (d.slots.length === 0) return 'calendar.unavailable';
  return bookable(d) ? null : 'calendar.full';
}

/**
 * The available dates as buttons (closed and full days shown, not choosable), then the chosen day's
 * time slots as radios with the places left and the party's price; a full slot is listed, disabled.
 */
export function SlotCalendar({ days, locale, selectedDate, onSelectDate, selectedSlot, onSelectSlot }: Props) {
  const { t } = useActivitiesTranslation();
  const money = useMoney();
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const selected = days.find((d) => d.date === selectedDate) ?? null;
  return (
    <div className="tf-activity-calendar">
      <ul className="tf-activity-days" aria-label={t('calendar.dates')}>
        {days.map((d) => {
          const noteKey = dayNoteKey(d);
          const note = noteKey ? t(noteKey) : null;
          return (
            <li key={d.date}>
              <button
                type="button"
                className={`tf-activity-day${d.date === selectedDate ? ' is-selected' : ''}`}
                aria-pressed={d.date === selectedDate}
                disabled={d.slots.length === 0}
                onClick={() => onSelectDate(d.date)}
              >
                <span>{dayName.format(new Date(`${d.date}T00:00:00Z`))}</span>
                {note && <span className="tf-activity-muted">{note}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {selected && (
        <fieldset className="tf-activity-slots">
          <legend>{t('calendar.slots', { date: dayName.format(new Date(`${selected.date}T00:00:00Z`)) })}</legend>
          {selected.slots.map((s) => {
            const full = !s.offerId;
            return (
              <label key={s.time} className={`tf-activity-slot${full ? ' is-full' : ''}`}>
                <input type="radio" name="activity-slot" value={s.time} disabled={full} checked={selectedSlot === s.time} onChange={() => onSelectSlot(s)} />
                <span className="tf-activity-slot__time">{s.time}</span>
                <span className="tf-activity-slot__places">
                  {s.placesLeft === 0
                    ? t('calendar.slotFull')
                    : full
                      ? t('calendar.notEnough', { count: s.placesLeft })
                      : t('calendar.placesLeft', { count: s.placesLeft })}
                </span>
                <span className="tf-activity-slot__price">{money(s.price.total)}</span>
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
