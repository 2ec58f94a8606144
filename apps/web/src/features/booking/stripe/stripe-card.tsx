import { lazy, useEffect } from 'react';
import type { StripeCardFieldProps } from './stripe-card-api.ts';

/** Shown when the Stripe chunk itself cannot be fetched (offline, a deploy in between): the form says so. */
function Unavailable({ onStatus }: StripeCardFieldProps) {
  useEffect(() => onStatus('error'), [onStatus]);
  return null;
}

/**
 * Stripe's card field, code-split: React.lazy fetches the chunk with @stripe/stripe-js and
 * @stripe/react-stripe-js the first time a Stripe checkout renders it. The sandbox checkout never
 * does, so neither the initial bundle nor the sandbox path carries any Stripe code.
 */
export const StripeCardField = lazy(() => import('./stripe-card-field.tsx').catch(() => ({ default: Unavailable })));
