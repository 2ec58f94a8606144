-- Least privilege for the app role (issue #13): tripfront_app may write only the tables the
-- request path writes. Platform tables (agencies and their hosts, pages, languages, navigation,
-- platform settings) are written by the owner alone (migrations, seeding). A login role that is a
-- member of tripfront_app (README "Database roles") therefore gains nothing from RESET ROLE.
-- Tables created by later migrations get tripfront_app's default privileges (0001: read and write);
-- a platform table must revoke them in its own migration.
REVOKE ALL ON "agencies", "agency_hosts", "agency_pages", "agency_languages", "navigation_entries", "platform_settings" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT ON "agencies", "agency_hosts", "agency_pages", "agency_languages", "navigation_entries", "platform_settings" TO tripfront_app;
--> statement-breakpoint
REVOKE ALL ON "users", "sessions", "auth_tokens", "outbox", "business_info", "bookings", "booking_status_history", "idempotency_keys", "sandbox_holds", "sandbox_room_inventory" FROM tripfront_app;
--> statement-breakpoint
-- No request deletes these rows; bookings and their history are never removed by the app.
-- (sandbox_room_inventory: UPDATE is what SELECT … FOR UPDATE needs.)
GRANT SELECT, INSERT, UPDATE ON "users", "sessions", "auth_tokens", "outbox", "business_info", "bookings", "sandbox_holds", "sandbox_room_inventory" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "booking_status_history" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "idempotency_keys" TO tripfront_app;
--> statement-breakpoint
-- Readiness (/readyz) checks, as the app, that the database has this build's migrations.
GRANT USAGE ON SCHEMA drizzle TO tripfront_app;
--> statement-breakpoint
GRANT SELECT ON drizzle.__drizzle_migrations TO tripfront_app;
