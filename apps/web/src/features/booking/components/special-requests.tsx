import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { SPECIAL_REQUESTS_MAX, takesSpecialRequests } from '@tripfront/domain/booking/special-requests';
import { useId, useState, type FormEvent } from 'react';
import { useUpdateSpecialRequests } from '../api/update-special-requests.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';

/**
 * A stay's special requests on its booking page (decision 0102): what the traveller asked, and, while
 * the server says they may still change them (until check-in), a form to change or remove them.
 */
export function SpecialRequests({ booking }: { booking: BookingDetails }) {
  const { t } = useBookingTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const update = useUpdateSpecialRequests(booking.reference);
  if (!takesSpecialRequests(booking.product)) return null;
  const current = booking.specialRequests ?? '';
  const editable = booking.specialRequestsEditable === true;

  const startEditing = () => {
    setText(current);
    update.reset();
    setEditing(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(text.trim() === '' ? null : text, { onSuccess: () => setEditing(false) });
  };

  return (
    <section className="tf-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('specialRequests.title')}</h2>
      {editing ? (
        <form className="tf-form" noValidate onSubmit={save}>
          <div className="tf-form__field">
            <label htmlFor={`${id}-text`}>{t('specialRequests.label')}</label>
            <textarea
              id={`${id}-text`}
              rows={4}
              maxLength={SPECIAL_REQUESTS_MAX}
              value={text}
              aria-describedby={`${id}-hint`}
              onChange={(e) => setText(e.target.value)}
            />
            <p id={`${id}-hint`} className="tf-form__hint">
              {t('specialRequests.hint', { max: SPECIAL_REQUESTS_MAX, left: SPECIAL_REQUESTS_MAX - text.length })}
            </p>
          </div>
          {update.isError && (
            <p className="tf-booking-alert" role="alert">
              {t('specialRequests.error')}
            </p>
          )}
          <div className="tf-booking-actions">
            <button type="submit" className="tf-button tf-button--primary" disabled={update.isPending}>
              {t('specialRequests.save')}
            </button>
            <button type="button" className="tf-button tf-button--outline" onClick={() => setEditing(false)}>
              {t('specialRequests.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className={current ? 'tf-booking-requests' : 'tf-booking-muted'}>{current || t('specialRequests.none')}</p>
          {update.isSuccess && (
            <p className="tf-booking-muted" role="status">
              {t('specialRequests.saved')}
            </p>
          )}
          {editable && (
            <button type="button" className="tf-button tf-button--outline" onClick={startEditing}>
              {current ? t('specialRequests.edit') : t('specialRequests.add')}
            </button>
          )}
          {!editable && booking.status !== 'failed' && <p className="tf-booking-muted">{t('specialRequests.closed')}</p>}
        </>
      )}
    </section>
  );
}
