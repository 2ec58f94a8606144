CREATE TABLE "center_versions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "center_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "center_versions" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Written only by the triggers below, in the transaction of the booking or search write (as the rollups).
REVOKE ALL ON "center_versions" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "center_versions" TO tripfront_app;
--> statement-breakpoint
-- Issue #20: every change to the rollups moves the agency's Command Center version on, in the same
-- transaction, so an answer kept for version N is right for as long as the version reads N
-- (docs/decisions/0067-command-center-answer-cache.md). A missing row reads as version 0.
CREATE OR REPLACE FUNCTION center_version_bump(t uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO center_versions AS v (tenant_id, version) VALUES (t, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
END
$$;
--> statement-breakpoint
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
  PERFORM center_version_bump(r.tenant_id);
END
$$;
--> statement-breakpoint
-- Searches arrive in batches (the search log): one bump per statement and agency, not per row.
CREATE OR REPLACE FUNCTION center_searches_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT DISTINCT tenant_id FROM changed_searches LOOP
    PERFORM center_version_bump(t);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER searches_center_version_insert AFTER INSERT ON "searches" REFERENCING NEW TABLE AS changed_searches FOR EACH STATEMENT EXECUTE FUNCTION center_searches_version();
--> statement-breakpoint
CREATE TRIGGER searches_center_version_delete AFTER DELETE ON "searches" REFERENCING OLD TABLE AS changed_searches FOR EACH STATEMENT EXECUTE FUNCTION center_searches_version();
