import { SPECIAL_REQUESTS_MAX } from '@tripfront/domain/booking/special-requests';
import { useId, useMemo, useState } from 'react';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import type { CheckoutTravellers } from '../product.ts';

/**
 * A stay's checkout fields beside the guest (decision 0102): the optional special requests for the
 * hotel or resort, kept by the product's page so nothing typed is lost while holds change. The
 * textarea stops at 500 characters; blank sends nothing.
 */
export function useSpecialRequestsField(): CheckoutTravellers {
  const { t } = useBookingTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const fields = (
    <fieldset className="tf-card">
      <legend>{t('specialRequests.title')}</legend>
      <div className="tf-booking-field">
        <label htmlFor={`${id}-text`}>{t('specialRequests.checkoutLabel')}</label>
        <textarea
          id={`${id}-text`}
          name="specialRequests"
          rows={3}
          maxLength={SPECIAL_REQUESTS_MAX}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="tf-booking-field__hint" id={`${id}-hint`}>
          {t('specialRequests.hint', { max: SPECIAL_REQUESTS_MAX, left: SPECIAL_REQUESTS_MAX - text.length })}
        </p>
      </div>
    </fieldset>
  );
  const trimmed = text.trim();
  const collect = useMemo(() => () => Promise.resolve(trimmed ? { specialRequests: trimmed } : {}), [trimmed]);
  return { fields, collect };
}
