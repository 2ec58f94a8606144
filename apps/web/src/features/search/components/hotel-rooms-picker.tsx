import { HOTEL_ROOM_LIMITS, partyTotals, newHotelRoom, type HotelRoom } from '@tripfront/domain/search';
import { useId } from 'react';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { FieldError } from './field-error.tsx';
import { Disclosure, Stepper, useJoinList } from './guest-pickers.tsx';

const AGES = Array.from({ length: HOTEL_ROOM_LIMITS.childAge.max - HOTEL_ROOM_LIMITS.childAge.min + 1 }, (_, i) => HOTEL_ROOM_LIMITS.childAge.min + i);

interface HotelRoomsPickerProps {
  value: HotelRoom[];
  onChange: (rooms: HotelRoom[]) => void;
  /** Issue messages of child ages, by 'room.child' ('0.1'). */
  ageErrors: Record<string, string | undefined>;
}

/** Rooms, each with adults and children; every child needs an age (the hotel prices by it). */
export function HotelRoomsPicker({ value, onChange, ageErrors }: HotelRoomsPickerProps) {
  const { t } = useSearchTranslation();
  const id = useId();
  const join = useJoinList();
  const totals = partyTotals(value);
  const summary = join([
    t('guests.rooms', { count: totals.rooms }),
    t('guests.adults', { count: totals.adults }),
    t('guests.children', { count: totals.children }),
  ]);
  const missingAge = Object.values(ageErrors).some(Boolean);

  const setRoom = (index: number, room: HotelRoom) => onChange(value.map((r, i) => (i === index ? room : r)));
  const setChildren = (index: number, room: HotelRoom, count: number) =>
    setRoom(index, { ...room, childAges: count > room.childAges.length ? [...room.childAges, null] : room.childAges.slice(0, count) });

  return (
    <div className={`tf-rooms${missingAge ? ' tf-rooms--invalid' : ''}`}>
      <Disclosure label={t('guests.roomsLabel')} summary={summary}>
        {value.map((room, r) => (
          <section key={r} className="tf-rooms__room" aria-labelledby={`${id}-room-${r}`}>
            <div className="tf-rooms__head">
              <h3 id={`${id}-room-${r}`} className="tf-rooms__title">
                {t('guests.room', { number: r + 1 })}
              </h3>
              {value.length > 1 && (
                <button type="button" className="tf-rooms__remove" onClick={() => onChange(value.filter((_, i) => i !== r))}>
                  {t('guests.removeRoom', { number: r + 1 })}
                </button>
              )}
            </div>
            <Stepper
              label={t('guests.label.adults')}
              value={room.adults}
              bounds={HOTEL_ROOM_LIMITS.adults}
              onChange={(adults) => setRoom(r, { ...room, adults })}
            />
            <Stepper
              label={t('guests.label.children')}
              hint={t('guests.hint.hotelChildren')}
              value={room.childAges.length}
              bounds={HOTEL_ROOM_LIMITS.children}
              onChange={(count) => setChildren(r, room, count)}
            />
            {room.childAges.length > 0 && (
              <div className="tf-rooms__ages">
                {room.childAges.map((age, c) => {
                  const ageId = `${id}-age-${r}-${c}`;
                  const error = ageErrors[`${r}.${c}`];
                  return (
                    <div key={c} className="tf-field tf-rooms__age">
                      <label htmlFor={ageId}>{t('guests.childAge', { number: c + 1 })}</label>
                      <select
                        id={ageId}
                        value={age ?? ''}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${ageId}-error` : undefined}
                        onChange={(event) => {
                          const ages = [...room.childAges];
                          ages[c] = event.target.value === '' ? null : Number(event.target.value);
                          setRoom(r, { ...room, childAges: ages });
                        }}
                      >
                        <option value="">{t('guests.chooseAge')}</option>
                        {AGES.map((a) => (
                          <option key={a} value={a}>
                            {t('guests.age', { count: a })}
                          </option>
                        ))}
                      </select>
                      <FieldError id={`${ageId}-error`} message={error} />
                    </div>
                  );
                })}
              </div>
            )}
          </section>
        ))}
        {value.length < HOTEL_ROOM_LIMITS.rooms.max && (
          <button type="button" className="tf-button tf-button--ghost tf-rooms__add" onClick={() => onChange([...value, newHotelRoom()])}>
            <span aria-hidden="true">+</span> {t('guests.addRoom')}
          </button>
        )}
      </Disclosure>
      {missingAge && <FieldError id={`${id}-ages-error`} message="childAgeRequired" />}
    </div>
  );
}
