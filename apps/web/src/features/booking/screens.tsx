import i18next from 'i18next';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { BookingCheckout as Checkout } from './components/checkout.tsx';
import type { ConfirmationPage as Confirmation } from './components/confirmation-page.tsx';
import { loadWhenIdle } from '../../lib/idle.ts';
import { BOOKING_NS } from './hooks/use-booking-translation.ts';

// The shared booking screens load with their texts when a product's screen first shows one, so this
// module (and the feature's index.ts, which the router imports at start-up) stays small.
const loadCheckout = () => Promise.all([import('./components/checkout.tsx'), i18next.loadNamespaces(BOOKING_NS)]).then(([m]) => m);
const loadConfirmation = () => Promise.all([import('./components/confirmation-page.tsx'), i18next.loadNamespaces(BOOKING_NS)]).then(([m]) => m);

const LazyCheckout = /* @__PURE__ */ lazy(() => loadCheckout().then((m) => ({ default: m.BookingCheckout })));
const LazyConfirmation = /* @__PURE__ */ lazy(() => loadConfirmation().then((m) => ({ default: m.ConfirmationPage })));

/**
 * Fetches the checkout (and its styles, which the price breakdown on a product's details page uses
 * too) ahead of time: a product's screens call it when they load, so Select → checkout does not wait.
 * It waits for the browser to be idle so it does not compete with the results' first paint.
 */
export function preloadBookingScreens(): void {
  loadWhenIdle(loadCheckout);
}

const Busy = () => <div className="tf-container tf-page" aria-busy="true" />;

/** The checkout of every product (see CheckoutPlug). */
export function BookingCheckout(props: ComponentProps<typeof Checkout>) {
  return (
    <Suspense fallback={<Busy />}>
      <LazyCheckout {...props} />
    </Suspense>
  );
}

/** A product's confirm-payment page with the product's summary of the booking. */
export function BookingConfirmation(props: ComponentProps<typeof Confirmation>) {
  return (
    <Suspense fallback={<Busy />}>
      <LazyConfirmation {...props} />
    </Suspense>
  );
}
