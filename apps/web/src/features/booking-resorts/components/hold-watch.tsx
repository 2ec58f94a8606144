import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useEffect, useRef, useState } from 'react';
import { releaseErrorMessage, releaseResortHold, useResortHoldCheck } from '../api/hold-check.ts';
import { resortConfirmationReference } from '../resort-urls.ts';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';

/**
 * The resort's side of the held room while the traveller pays (issue #19): the hold is checked with
 * the resort API (hold-check) every few seconds and its state shown; when the hold runs out, or the
 * traveller leaves the checkout, it is released with PUT …?reference_number=…&status=RELEASE so the
 * room is back on sale at once. The server refuses to release a hold a booking was started with, so
 * leaving for the confirmation never takes the room from the booking. A failed release says the
 * server's reason, else 'Internal Server Error' (spec §8).
 */
export function HoldWatch({ reference, expiresAt }: { reference: string; expiresAt: string }) {
  const { t } = useResortsTranslation();
  const check = useResortHoldCheck(reference);
  const { refetch } = check;
  const [failure, setFailure] = useState<string | null>(null);
  // Spec §3 "release loading": the hold ran out and its release is on its way.
  const [releasing, setReleasing] = useState(false);
  const queryClient = useQueryClient();
  // One release per hold, whichever comes first (expiry or leaving); the component is keyed by the reference.
  const [release] = useState(() => {
    let sent = false;
    return (): Promise<void> => {
      if (sent) return Promise.resolve();
      sent = true;
      return releaseResortHold(reference).then(
        // The room is on sale again: the rooms left the resort pages show are read anew.
        () => void queryClient.invalidateQueries({ queryKey: ['resort-availability'] }),
        (error: unknown) => {
          // Already released, booked or expired (409/404) is not a failure to show.
          const status = (error as { status?: number }).status ?? 0;
          if (status !== 409 && status !== 404) setFailure(releaseErrorMessage(error));
        },
      );
    };
  });

  // When the hold runs out: release it (the room comes back now rather than at the next sweep).
  useEffect(() => {
    const ms = Date.parse(expiresAt) - Date.now();
    const timer = setTimeout(
      () => {
        setReleasing(true);
        void release().then(() => {
          setReleasing(false);
          void refetch();
        });
      },
      Math.max(0, ms),
    );
    return () => clearTimeout(timer);
  }, [release, refetch, expiresAt]);

  // Leaving the checkout: release it. Deferred a tick, and cancelled by a remount, so that
  // StrictMode's rehearsal unmount in development does not release the hold on screen.
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(leaving.current);
    return () => {
      leaving.current = setTimeout(() => {
        // Paid: the checkout went on to the confirmation (or the booking's page) and the hold is the booking's.
        const paid = resortConfirmationReference(window.location.search) !== null || window.location.pathname.startsWith(`${ROUTES.traveller.trips}/`);
        if (!paid) void release();
      }, 0);
    };
  }, [release]);

  const status = check.data?.status;
  const checked = status ? t(`checkout.status.${status}`) : t('checkout.checking');
  const statusText = releasing ? t('checkout.releasing') : checked;
  return (
    <div className="tf-resort-hold" aria-live="polite">
      {failure ? (
        <p className="tf-resort-error" role="alert">
          {failure}
        </p>
      ) : (
        <p className={status && status !== 'HELD' && status !== 'BOOKED' ? 'tf-resort-error' : 'tf-resort-muted'} data-testid="resort-hold-status">
          {statusText}
        </p>
      )}
    </div>
  );
}
