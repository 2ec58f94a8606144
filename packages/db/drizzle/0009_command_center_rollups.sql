CREATE TABLE "booking_day_totals" (
	"tenant_id" uuid NOT NULL,
	"day" text NOT NULL,
	"service" text NOT NULL,
	"currency" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"markup_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_totals_tenant_id_day_service_currency_pk" PRIMARY KEY("tenant_id","day","service","currency")
);
--> statement-breakpoint
CREATE TABLE "booking_month_groups" (
	"tenant_id" uuid NOT NULL,
	"month" text NOT NULL,
	"service" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_month_groups_tenant_id_month_service_currency_kind_key_pk" PRIMARY KEY("tenant_id","month","service","currency","kind","key")
);
--> statement-breakpoint
CREATE TABLE "search_day_counts" (
	"tenant_id" uuid NOT NULL,
	"day" text NOT NULL,
	"service" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_day_counts_tenant_id_day_service_pk" PRIMARY KEY("tenant_id","day","service")
);
--> statement-breakpoint
-- Every booking or search write updates a rollup row in place: room left in each page lets PostgreSQL
-- update it there (a HOT update, no index change), and autovacuum reclaims the old versions.
ALTER TABLE "booking_day_totals" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "booking_month_groups" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "search_day_counts" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "booking_day_totals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "booking_day_totals" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "booking_day_totals" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "booking_month_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "booking_month_groups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "booking_month_groups" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "search_day_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "search_day_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "search_day_counts" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Issue #16: the rollups are written only by the triggers below, in the transaction of the booking or search write, as the role that writes it.
REVOKE ALL ON "booking_day_totals", "booking_month_groups", "search_day_counts" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "booking_day_totals", "booking_month_groups", "search_day_counts" TO tripfront_app;
--> statement-breakpoint
-- A booking made (confirmed or cancelled) adds (sign 1) or takes back (sign -1) its share of the rollups
-- (docs/decisions/0037-command-center-figures.md): days and months are UTC calendar days of created_at.
CREATE OR REPLACE FUNCTION center_booking_rollup(r bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d text;
  m text;
  sales bigint;
BEGIN
  IF r.status NOT IN ('confirmed', 'cancelled') THEN
    RETURN;
  END IF;
  d := to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD');
  m := substr(d, 1, 7) || '-01';
  sales := r.total_minor - coalesce(r.refund_minor, 0);
  INSERT INTO booking_day_totals AS t (tenant_id, day, service, currency, bookings, cancellations, sales_minor, markup_minor)
  VALUES (r.tenant_id, d, r.service, r.currency, sign, sign * (r.status = 'cancelled')::int, sign * sales,
          sign * CASE WHEN r.status = 'confirmed' THEN coalesce(r.markup_minor, 0) ELSE 0 END)
  ON CONFLICT (tenant_id, day, service, currency) DO UPDATE
    SET bookings = t.bookings + excluded.bookings, cancellations = t.cancellations + excluded.cancellations,
        sales_minor = t.sales_minor + excluded.sales_minor, markup_minor = t.markup_minor + excluded.markup_minor;
  INSERT INTO booking_month_groups AS t (tenant_id, month, service, currency, kind, key, bookings, sales_minor)
  VALUES (r.tenant_id, m, r.service, r.currency, 'country', coalesce(r.country_code, ''), sign, sign * sales),
         (r.tenant_id, m, r.service, r.currency, 'agent', coalesce(r.agent_id::text, ''), sign, sign * sales)
  ON CONFLICT (tenant_id, month, service, currency, kind, key) DO UPDATE
    SET bookings = t.bookings + excluded.bookings, sales_minor = t.sales_minor + excluded.sales_minor;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION center_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.service, OLD.currency, OLD.total_minor, OLD.refund_minor, OLD.markup_minor, OLD.country_code, OLD.agent_id, OLD.created_at)
     IS NOT DISTINCT FROM (NEW.status, NEW.service, NEW.currency, NEW.total_minor, NEW.refund_minor, NEW.markup_minor, NEW.country_code, NEW.agent_id, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM center_booking_rollup(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM center_booking_rollup(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_center_rollup AFTER INSERT OR UPDATE OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION center_bookings_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION center_searches_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r searches;
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN r := NEW; sign := 1; ELSE r := OLD; sign := -1; END IF;
  INSERT INTO search_day_counts AS t (tenant_id, day, service, searches)
  VALUES (r.tenant_id, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), r.service, sign)
  ON CONFLICT (tenant_id, day, service) DO UPDATE SET searches = t.searches + excluded.searches;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER searches_center_rollup AFTER INSERT OR DELETE ON "searches" FOR EACH ROW EXECUTE FUNCTION center_searches_changed();
--> statement-breakpoint
-- Bookings and searches written before this migration (read where the migrating role sees every agency's rows).
INSERT INTO booking_day_totals (tenant_id, day, service, currency, bookings, cancellations, sales_minor, markup_minor)
SELECT tenant_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), service, currency, count(*), count(*) FILTER (WHERE status = 'cancelled'),
       sum(total_minor - coalesce(refund_minor, 0)), coalesce(sum(coalesce(markup_minor, 0)) FILTER (WHERE status = 'confirmed'), 0)
FROM bookings WHERE status IN ('confirmed', 'cancelled') GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO booking_month_groups (tenant_id, month, service, currency, kind, key, bookings, sales_minor)
SELECT tenant_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') || '-01', service, currency, 'country', coalesce(country_code, ''), count(*), sum(total_minor - coalesce(refund_minor, 0))
FROM bookings WHERE status IN ('confirmed', 'cancelled') GROUP BY 1, 2, 3, 4, 6
UNION ALL
SELECT tenant_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') || '-01', service, currency, 'agent', coalesce(agent_id::text, ''), count(*), sum(total_minor - coalesce(refund_minor, 0))
FROM bookings WHERE status IN ('confirmed', 'cancelled') GROUP BY 1, 2, 3, 4, 6;
--> statement-breakpoint
INSERT INTO search_day_counts (tenant_id, day, service, searches)
SELECT tenant_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), service, count(*) FROM searches GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The searches list pages newest first with the id as tie-break (a batch of searches can share a time).
CREATE INDEX "searches_tenant_created_id_idx" ON "searches" USING btree ("tenant_id", "created_at", "id");
