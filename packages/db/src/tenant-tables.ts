/** Tables that hold tenant data. Each has `tenant_id`, RLS enabled and forced, and a tenant policy. */
export const TENANT_TABLES = [
  'agencies',
  'agency_hosts',
  'agency_pages',
  'navigation_entries',
  'agency_languages',
  'users',
  'sessions',
  'business_info',
  'auth_tokens',
  'outbox',
  'bookings',
  'booking_status_history',
  'idempotency_keys',
  'agency_audit_log',
  'agency_assets',
  'agency_secrets',
  'support_requests',
  'searches',
  'wallet_entries',
  'agent_applications',
  'booking_day_totals',
  'booking_month_groups',
  'search_day_counts',
  'center_versions',
  'payment_events',
  'receipts',
  'receipt_counters',
  'saved_travellers',
] as const;

/** The non-superuser role every tenant-scoped transaction runs as, so RLS applies. */
export const APP_ROLE = 'tripfront_app';
