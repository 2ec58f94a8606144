import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { correlationId } from '../plugins/correlation-id.ts';
import healthRoutes from './health.ts';
import webFileRoutes from './web-files.ts';
import siteRoutes from './site.ts';
import plainSearchRoutes from './search/index.ts';
import academyRoutes from './academy.ts';
import dealImageRoutes from './img/deals/index.ts';
import apiRoutes from './api/index.ts';
import academyTokenRoutes from './api/academy/index.ts';
import codeRoutes from './api/code.ts';
import paymentGatewayRoutes from './api/get-current-payment-gateway.ts';
import countryRoutes from './api/admin/country/index.ts';
import agencyRoutes from './api/agency/index.ts';
import agencyImageRoutes from './api/agency/images/index.ts';
import businessInfoRoutes from './api/agency/business-info/index.ts';
import agencyAssetRoutes from './api/agency/assets/index.ts';
import settingsRoutes from './api/agency/settings/index.ts';
import settingsImageRoutes from './api/agency/settings/images.ts';
import supplierAccountRoutes from './api/agency/settings/suppliers.ts';
import supportRequestRoutes from './api/agency/support-requests/index.ts';
import contentRoutes from './api/agency/content/index.ts';
import contentImageRoutes from './api/agency/content/images.ts';
import hiddenGemRoutes from './api/agency/content/hidden-gems.ts';
import termsRoutes from './api/agency/terms/index.ts';
import publicContentRoutes from './api/content/index.ts';
import blogFeedRoutes from './blog/index.ts';
import agentRoutes from './api/agent/users/index.ts';
import agentUserRoutes from './api/agent/users/manage.ts';
import agentBookingRoutes from './api/agent/bookings/index.ts';
import clientRoutes from './api/agent/clients/index.ts';
import applicationRoutes from './api/agent/applications/index.ts';
import applyRoutes from './api/agency/applications.ts';
import agentWalletRoutes from './api/agent/wallet/index.ts';
import dashboardRoutes from './api/agent/dashboard/index.ts';
import searchesRoutes from './api/agent/searches/index.ts';
import dealLinkRoutes from './api/agent/deal-links/index.ts';
import publicDealLinkRoutes from './api/deal-links/index.ts';
import shortUrlRoutes from './url/index.ts';
import agentReceiptRoutes from './api/agent/receipts/index.ts';
import agentProposalRoutes from './api/agent/proposals/index.ts';
import proposalRoutes from './api/proposals/index.ts';
import activityRoutes from './api/activities/index.ts';
import activitySearchRoutes from './api/activities/search.ts';
import activityProductRoutes from './api/activities/products/index.ts';
import carRentalRoutes from './api/car-rental/index.ts';
import carBookingApi from './api/car-rental/offers.ts';
import cruiseSearchRoutes from './api/cruise/search.ts';
import cruiseSailingRoutes from './api/cruise/sailings/index.ts';
import shipLineRoutes from './api/cruise/ship-lines/index.ts';
import dealRoutes from './api/dealray/deals/index.ts';
import devRoutes from './api/dev/index.ts';
import flightRoutes from './api/flight/index.ts';
import multiCurrencyRoutes from './api/multi-currency/index.ts';
import userRoutes from './api/user/index.ts';
import accountRoutes from './api/user/account.ts';
import guestRoutes from './api/user/guest.ts';
import profileRoutes from './api/user/profile.ts';
import profileImageRoutes from './api/user/profile-image.ts';
import travellerRoutes from './api/user/travellers.ts';
import changeLanguageRoutes from './api/user/change-language.ts';
import geolocationRoutes from './api/user/geolocation.ts';
import ssoRoutes from './api/user/sso.ts';
import invitationRoutes from './api/user/invitation.ts';
import userWalletRoutes from './api/user/wallet.ts';
import hotelSuggestRoutes from './api/v2/hotel/index.ts';
import hotelDealRoutes from './hotel-api/deals.ts';
import hotelAutocompleteRoutes from './hotel-api/autocomplete.ts';
import hotelBookingApi from './hotel-api/index.ts';
import bookingRoutes from './api/bookings/index.ts';
import bookingFindRoutes from './api/bookings/find.ts';
import bookingClientRoutes from './api/bookings/clients.ts';
import bookingDocumentRoutes from './api/bookings/documents.ts';
import stripeWebhookRoutes from './api/payments/stripe/webhook.ts';
import platformStripeWebhookRoutes from './api/platform/stripe/webhook.ts';
import subscriptionRoutes from './api/agency/subscription/index.ts';
import { bookingSteps } from '../plugins/agency-status.ts';
import flightApiRoutes from './flight-api/index.ts';
import flightBookingApi from './flight-api/offers.ts';
import resortApiRoutes from './resort-api/index.ts';
import resortDeskRoutes from './resort-api/desk.ts';
import resortAvailabilityRoutes from './resort-api/availability.ts';

/**
 * Where a folder's routes run (app.ts builds one scope each):
 * - `shared`: the same for every host, no agency (probes, deal pictures, the web app's files);
 * - `api`: the JSON APIs of the Host's agency (tenant, Inactive-agency rule, CSRF);
 * - `pages`: the web app's pages of the Host's agency (tenant, CSRF).
 */
export type RouteScope = 'shared' | 'api' | 'pages';

export interface RouteFolder {
  /** The folder under routes/ ('' for routes/ itself). */
  dir: string;
  /**
   * Its URL: '/' + dir, except the partner APIs, whose bases are configured (HOTEL_API_BASE, …):
   * their folders are named for the default base.
   */
  prefix: string;
  scope: RouteScope;
  /**
   * The folder's route files, each an encapsulated plugin registered at `prefix`: a file's own hook
   * (its auth guard) covers its routes only, so one folder may hold public and signed-in routes.
   */
  plugins: ReadonlyArray<FastifyPluginAsync | FastifyPluginAsyncZod>;
  /** Hooks for every route of the folder (fastify/demo's autohooks.ts). */
  hooks?: (folder: FastifyInstance) => void;
}

/**
 * Every route folder and its URL: the folder says the URL (fastify/demo's layout), and a route
 * declares its path below the folder's ('/login' in api/user, never '/api/user/login').
 * test/route-layout.test.ts checks each file sits in its folder's row and each URL in the deepest
 * folder that names it.
 */
export function routeFolders(config: Pick<Config, 'HOTEL_API_BASE' | 'FLIGHT_API_BASE' | 'RESORT_API_BASE'>): RouteFolder[] {
  return [
    { dir: '', prefix: '', scope: 'shared', plugins: [healthRoutes, webFileRoutes] },
    { dir: 'img/deals', prefix: '/img/deals', scope: 'shared', plugins: [dealImageRoutes] },
    // The platform's own Stripe webhook (agency subscriptions, decision 0150): no Host agency; the event names it.
    { dir: 'api/platform/stripe', prefix: '/api/platform/stripe', scope: 'shared', plugins: [platformStripeWebhookRoutes] },

    { dir: 'api', prefix: '/api', scope: 'api', plugins: [apiRoutes, codeRoutes, paymentGatewayRoutes] },
    { dir: 'api/academy', prefix: '/api/academy', scope: 'api', plugins: [academyTokenRoutes] },
    { dir: 'api/activities', prefix: '/api/activities', scope: 'api', plugins: [activityRoutes, activitySearchRoutes] },
    { dir: 'api/activities/products', prefix: '/api/activities/products', scope: 'api', plugins: [activityProductRoutes] },
    { dir: 'api/admin/country', prefix: '/api/admin/country', scope: 'api', plugins: [countryRoutes] },
    { dir: 'api/agency', prefix: '/api/agency', scope: 'api', plugins: [agencyRoutes, applyRoutes] },
    { dir: 'api/agency/assets', prefix: '/api/agency/assets', scope: 'api', plugins: [agencyAssetRoutes] },
    { dir: 'api/agency/content', prefix: '/api/agency/content', scope: 'api', plugins: [contentRoutes, contentImageRoutes, hiddenGemRoutes] },
    { dir: 'api/agency/business-info', prefix: '/api/agency/business-info', scope: 'api', plugins: [businessInfoRoutes] },
    { dir: 'api/agency/images', prefix: '/api/agency/images', scope: 'api', plugins: [agencyImageRoutes] },
    { dir: 'api/agency/settings', prefix: '/api/agency/settings', scope: 'api', plugins: [settingsRoutes, settingsImageRoutes, supplierAccountRoutes] },
    { dir: 'api/agency/subscription', prefix: '/api/agency/subscription', scope: 'api', plugins: [subscriptionRoutes] },
    { dir: 'api/agency/terms', prefix: '/api/agency/terms', scope: 'api', plugins: [termsRoutes] },
    { dir: 'api/agency/support-requests', prefix: '/api/agency/support-requests', scope: 'api', plugins: [supportRequestRoutes] },
    { dir: 'api/agent/applications', prefix: '/api/agent/applications', scope: 'api', plugins: [applicationRoutes] },
    { dir: 'api/agent/bookings', prefix: '/api/agent/bookings', scope: 'api', plugins: [agentBookingRoutes] },
    { dir: 'api/agent/clients', prefix: '/api/agent/clients', scope: 'api', plugins: [clientRoutes] },
    { dir: 'api/agent/deal-links', prefix: '/api/agent/deal-links', scope: 'api', plugins: [dealLinkRoutes] },
    { dir: 'api/agent/dashboard', prefix: '/api/agent/dashboard', scope: 'api', plugins: [dashboardRoutes] },
    { dir: 'api/agent/proposals', prefix: '/api/agent/proposals', scope: 'api', plugins: [agentProposalRoutes] },
    { dir: 'api/agent/receipts', prefix: '/api/agent/receipts', scope: 'api', plugins: [agentReceiptRoutes] },
    { dir: 'api/agent/searches', prefix: '/api/agent/searches', scope: 'api', plugins: [searchesRoutes] },
    { dir: 'api/agent/users', prefix: '/api/agent/users', scope: 'api', plugins: [agentRoutes, agentUserRoutes] },
    { dir: 'api/agent/wallet', prefix: '/api/agent/wallet', scope: 'api', plugins: [agentWalletRoutes] },
    // Booking steps of every product (src/booking/): refused whole for an Inactive agency.
    {
      dir: 'api/bookings',
      prefix: '/api/bookings',
      scope: 'api',
      plugins: [bookingRoutes, bookingClientRoutes, bookingFindRoutes, bookingDocumentRoutes],
      hooks: bookingSteps,
    },
    { dir: 'api/content', prefix: '/api/content', scope: 'api', plugins: [publicContentRoutes] },
    { dir: 'api/car-rental', prefix: '/api/car-rental', scope: 'api', plugins: [carRentalRoutes, carBookingApi] },
    { dir: 'api/cruise', prefix: '/api/cruise', scope: 'api', plugins: [cruiseSearchRoutes] },
    { dir: 'api/cruise/sailings', prefix: '/api/cruise/sailings', scope: 'api', plugins: [cruiseSailingRoutes] },
    { dir: 'api/cruise/ship-lines', prefix: '/api/cruise/ship-lines', scope: 'api', plugins: [shipLineRoutes] },
    { dir: 'api/deal-links', prefix: '/api/deal-links', scope: 'api', plugins: [publicDealLinkRoutes] },
    { dir: 'api/dealray/deals', prefix: '/api/dealray/deals', scope: 'api', plugins: [dealRoutes] },
    { dir: 'api/dev', prefix: '/api/dev', scope: 'api', plugins: [devRoutes] },
    { dir: 'api/flight', prefix: '/api/flight', scope: 'api', plugins: [flightRoutes] },
    { dir: 'api/multi-currency', prefix: '/api/multi-currency', scope: 'api', plugins: [multiCurrencyRoutes] },
    { dir: 'api/proposals', prefix: '/api/proposals', scope: 'api', plugins: [proposalRoutes] },
    { dir: 'api/payments/stripe', prefix: '/api/payments/stripe', scope: 'api', plugins: [stripeWebhookRoutes] },
    {
      dir: 'api/user',
      prefix: '/api/user',
      scope: 'api',
      plugins: [
        userRoutes,
        accountRoutes,
        guestRoutes,
        profileRoutes,
        profileImageRoutes,
        changeLanguageRoutes,
        geolocationRoutes,
        ssoRoutes,
        invitationRoutes,
        userWalletRoutes,
        travellerRoutes,
      ],
    },
    { dir: 'api/v2/hotel', prefix: '/api/v2/hotel', scope: 'api', plugins: [hotelSuggestRoutes] },
    // The partner APIs of spec §7 echo x-correlation-id on every call.
    {
      dir: 'hotel-api',
      prefix: config.HOTEL_API_BASE,
      scope: 'api',
      plugins: [hotelDealRoutes, hotelAutocompleteRoutes, hotelBookingApi],
      hooks: correlationId,
    },
    { dir: 'flight-api', prefix: config.FLIGHT_API_BASE, scope: 'api', plugins: [flightApiRoutes, flightBookingApi], hooks: correlationId },
    {
      dir: 'resort-api',
      prefix: config.RESORT_API_BASE,
      scope: 'api',
      plugins: [resortApiRoutes, resortAvailabilityRoutes, resortDeskRoutes],
      hooks: correlationId,
    },

    { dir: '', prefix: '', scope: 'pages', plugins: [siteRoutes, academyRoutes] },
    { dir: 'blog', prefix: '/blog', scope: 'pages', plugins: [blogFeedRoutes] },
    { dir: 'search', prefix: '/search', scope: 'pages', plugins: [plainSearchRoutes] },
    { dir: 'url', prefix: '/url', scope: 'pages', plugins: [shortUrlRoutes] },
  ];
}

/** Registers a folder: one encapsulated scope at its prefix, its hooks, then each file's plugin. */
export async function registerFolder(app: FastifyInstance, { prefix, plugins, hooks }: RouteFolder): Promise<void> {
  await app.register(
    async (folder) => {
      hooks?.(folder);
      for (const plugin of plugins) await folder.register(plugin);
    },
    { prefix },
  );
}
