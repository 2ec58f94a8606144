import { useEffect, useState } from 'react';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import type { BookingProduct } from '../product.ts';

const remaining = (expiresAt: string) => Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));

/** "Your room is held for 14:32" ("Your seats are held …") — calls onExpired once when the hold runs out. */
export function HoldCountdown({ product, expiresAt, onExpired }: { product: BookingProduct; expiresAt: string; onExpired: () => void }) {
  const { t } = useBookingTranslation();
  const [seconds, setSeconds] = useState(() => remaining(expiresAt));
  useEffect(() => {
    const timer = setInterval(() => {
      const left = remaining(expiresAt);
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, onExpired]);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="tf-booking-countdown" role="timer" aria-live="off">
      {t('checkout.heldFor', { time, context: product })}
    </p>
  );
}
