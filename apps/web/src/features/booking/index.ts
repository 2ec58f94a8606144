/**
 * The booking screens every product shares (issue #14): checkout (hold, guest, card, 3-D Secure,
 * price changes, sold out, declines), confirmation, a booking's page with its history and
 * cancellation, and the bookings API calls. A product (features/booking-hotels first) plugs in with a
 * CheckoutPlug and a BookedSummary; the messages name it through the `booking` namespace's contexts.
 *
 * Imported by lazily loaded code only (product screens, My Trips): whatever the start-up code reaches
 * joins the start-up chunk (decision 0017), so the app's router takes bookingDetailsRoute from
 * routes.tsx by its file. The screens themselves load lazily (screens.tsx), and no module reached
 * from here imports a stylesheet (a product's chunk would carry it).
 */
export { BOOKING_PRODUCTS, PRODUCT_SERVICE, productOf } from './product.ts';
export type {
  BookedSummaries,
  BookedSummary,
  BookingProduct,
  CheckoutPlug,
  CheckoutTravellers,
  HeldOffer,
  HeldTravellers,
  HeldTravellersProps,
} from './product.ts';
export { BOOKING_DETAILS_ROUTE, bookingDetailsUrl } from './booking-route.ts';
export { bookingDetailsRoute } from './routes.tsx';
// A product's results filters, loaded after the first paint (decision 0134).
export { deferredFilters } from './components/deferred-filters.tsx';
export { BookingCheckout, BookingConfirmation, preloadBookingScreens } from './screens.tsx';
export { PriceBreakdown } from './components/price-breakdown.tsx';
// A stay's special requests at checkout (hotels, resorts; decision 0102).
export { useSpecialRequestsField } from './components/special-requests-field.tsx';
// "Choose a saved traveller" above a checkout's traveller fields (decision 0102).
export { SavedTravellerPicker } from './components/saved-traveller-picker.tsx';
// "Save this traveller to my profile" beside any checkout's traveller fields, and the save at Pay.
export { useHeldTravellers } from './components/held-travellers.tsx';
export { useSaveTravellers, type SaveTravellers } from './components/save-travellers.tsx';
// The traveller's open holds with Release (decision 0096), in My Trips too; styles: components/open-holds.css.
export { OpenHolds } from './components/open-holds.tsx';
// The cancel dialog and its refund preview, shared with the back-office's bookings (issue #16).
export { CancelDialog, refundOnCancel } from './components/cancel-dialog.tsx';
// A booking's voucher and receipts as PDFs (decision 0118), in the back-office's booking page too.
export { BookingReceiptLinks, DownloadReceipt, DownloadVoucher } from './components/booking-documents.tsx';
export { bookingRequest, errorCode } from './api/request.ts';
export type { HoldParams } from './api/create-hold.ts';
export { useMoney } from './hooks/use-money.ts';
export { BOOKING_NS, useBookingTranslation } from './hooks/use-booking-translation.ts';
// The results layout every product's results page uses; its styles are ./results.css, which the
// product's stylesheet @imports.
export { ResultsLayout } from './components/results-layout.tsx';
// How many pages of results the address shows (its "Show more" link's `page`, decision 0132).
export { useResultsPages } from './hooks/use-results-pages.ts';
export { useUnfilteredFacets } from './hooks/use-unfiltered-facets.ts';
export { DetailsOffer } from './components/details-offer.tsx';
// "Add to proposal" beside any product's offer, for agents who make proposals (decision 0118).
export { AddToProposal } from './components/add-to-proposal.tsx';
// What a product's pages show when the site may not sell it (SANDBOX_DISABLED, decision 0078).
export { isProductUnavailable, ProductUnavailable } from './components/product-unavailable.tsx';
export { CardSkeleton } from './components/card-skeleton.tsx';
export type { ResultsQuery, ResultsSort, ResultsTextKey } from './components/results-layout.tsx';
