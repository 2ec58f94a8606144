CREATE TABLE "agency_revisions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agency_revisions_changed_idx" ON "agency_revisions" USING btree ("changed_at");
--> statement-breakpoint
ALTER TABLE "agency_revisions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agency_revisions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "agency_revisions" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Every instance asks which agencies changed, whichever agency it serves at the time (as host routing reads agency_hosts).
CREATE POLICY revision_polling ON "agency_revisions" FOR SELECT USING (true);
--> statement-breakpoint
-- Written only by the triggers below, in the transaction of the write that changed the agency.
REVOKE ALL ON "agency_revisions" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "agency_revisions" TO tripfront_app;
--> statement-breakpoint
-- docs/decisions/0133: changed_at is the time of the write (clock_timestamp, not the transaction's
-- start), so an instance that asks "what changed since my last question, less a minute" sees
-- every change once it has committed. A missing row reads as revision 0.
CREATE OR REPLACE FUNCTION agency_revision_bump(t uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agency_revisions AS r (tenant_id, revision, changed_at) VALUES (t, 1, clock_timestamp())
  ON CONFLICT (tenant_id) DO UPDATE SET revision = r.revision + 1, changed_at = clock_timestamp();
END
$$;
--> statement-breakpoint
-- One bump per statement and agency, not per row (a seed or a menu save writes many rows at once).
CREATE OR REPLACE FUNCTION agency_revision_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR t IN SELECT DISTINCT tenant_id FROM new_rows ORDER BY 1 LOOP
      PERFORM agency_revision_bump(t);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR t IN SELECT DISTINCT tenant_id FROM old_rows ORDER BY 1 LOOP
      PERFORM agency_revision_bump(t);
    END LOOP;
  ELSE
    FOR t IN SELECT tenant_id FROM new_rows UNION SELECT tenant_id FROM old_rows ORDER BY 1 LOOP
      PERFORM agency_revision_bump(t);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What the instances keep of an agency is made from these tables (the tenant resolver's context and
-- the JSON cache's about, FAQ and menu answers; the pages are keyed on those).
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['agencies', 'agency_hosts', 'agency_languages', 'agency_pages', 'navigation_entries', 'content_items', 'content_slugs', 'hidden_gems', 'terms_versions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_revision_changed()', tbl || '_revision_insert', tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_revision_changed()', tbl || '_revision_update', tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_revision_changed()', tbl || '_revision_delete', tbl);
  END LOOP;
END
$$;
