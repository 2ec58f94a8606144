/** Sends the browser to a page outside the app (Stripe's Checkout, portal or hosted invoice). */
export function goTo(url: string): void {
  window.location.assign(url);
}
