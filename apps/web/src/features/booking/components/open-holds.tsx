import type { OpenHold } from '@tripfront/domain/booking/bookings';
import { useEffect, useId, useState } from 'react';
import { useOpenHolds, useReleaseOpenHold } from '../api/open-holds.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';

/** "14:32": minutes and seconds until `expiresAt`, never below zero. */
export function timeLeft(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now, again every second while `on`. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

interface OpenHoldListProps {
  holds: OpenHold[];
  /** After a hold was released (the checkout holds its offer again after a 429). */
  onReleased?: (holdId: string) => void;
}

/**
 * The traveller's open holds, each with what it holds, the time left, its total and Release: so a
 * traveller at the cap of holds is never stuck (decision 0096). Renders nothing when there are none.
 */
export function OpenHoldList({ holds, onReleased }: OpenHoldListProps) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const titleId = useId();
  const release = useReleaseOpenHold(onReleased);
  const [released, setReleased] = useState<ReadonlySet<string>>(new Set());
  const now = useNow(holds.length > 0);
  const shown = holds.filter((h) => !released.has(h.holdId) && Date.parse(h.expiresAt) > now);
  if (shown.length === 0) return null;
  const releasing = release.isPending ? release.variables : undefined;
  return (
    <section className="tf-card tf-open-holds" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('openHolds.title')}</h2>
      <p>{t('openHolds.intro')}</p>
      <ul className="tf-open-holds__list">
        {shown.map((hold) => (
          <li key={hold.holdId} className="tf-open-holds__item">
            <span className="tf-open-holds__what">
              <strong>{hold.label}</strong>
              <span>
                {money(hold.total)} · <span className="tf-open-holds__left">{t('openHolds.timeLeft', { time: timeLeft(hold.expiresAt, now) })}</span>
              </span>
            </span>
            <button
              type="button"
              className="tf-button tf-button--outline"
              aria-label={t('openHolds.releaseLabel', { label: hold.label })}
              disabled={releasing === hold.holdId}
              onClick={() => release.mutate(hold.holdId, { onSuccess: () => setReleased((before) => new Set(before).add(hold.holdId)) })}
            >
              {t('openHolds.release')}
            </button>
          </li>
        ))}
      </ul>
      {release.isError && (
        <p className="tf-booking-alert" role="alert">
          {t('openHolds.releaseFailed')}
        </p>
      )}
    </section>
  );
}

/**
 * The traveller's open holds as the server lists them (GET /api/bookings/holds), but for the one of
 * the offer on screen (`except`): beside a checkout, and in My Trips.
 */
export function OpenHolds({ except, onReleased }: { except?: Pick<OpenHold, 'product' | 'offerId'>; onReleased?: (holdId: string) => void }) {
  const open = useOpenHolds();
  const holds = (open.data ?? []).filter((h) => !except || h.product !== except.product || h.offerId !== except.offerId);
  return <OpenHoldList holds={holds} {...(onReleased ? { onReleased } : {})} />;
}
