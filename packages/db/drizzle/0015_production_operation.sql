CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_audit_log" ADD COLUMN "action" text DEFAULT 'settings.update' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_audit_log" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "agency_audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD COLUMN "actor_user_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_key_idx" ON "jobs" USING btree ("name","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."finished_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_audit_log_action_idx" ON "agency_audit_log" USING btree ("tenant_id","action","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."next_attempt_at" is not null;--> statement-breakpoint
-- Emails already sent (or never to be sent) have no next attempt; the rest are due now.
UPDATE "outbox" SET "next_attempt_at" = NULL WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
-- The job queue is shared by the instances: the app reads, claims and finishes its rows (no tenant data).
GRANT SELECT, INSERT, UPDATE, DELETE ON "jobs" TO tripfront_app;
--> statement-breakpoint
-- The search rollup counts searches made: deleting old log rows (retention) must not unmake them.
DROP TRIGGER "searches_center_rollup" ON "searches";--> statement-breakpoint
CREATE TRIGGER "searches_center_rollup" AFTER INSERT ON "searches" FOR EACH ROW EXECUTE FUNCTION center_searches_changed();--> statement-breakpoint
-- Retention (apps/api/src/jobs/retention.ts): the app role may not delete from these tables, so it
-- calls this function, which runs as the migration's owner and deletes only from the fixed table of
-- `what`, with fixed predicates, rows older than `cutoff` (never a cutoff in the future; for the
-- audit log and searches never one newer than 30 days ago). Answers how many rows went. Tenant
-- tables keep row-level security (forced, also for the owner): call it in the agency's transaction.
CREATE OR REPLACE FUNCTION tripfront_purge(what text, cutoff timestamptz) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  n integer;
BEGIN
  IF cutoff IS NULL OR cutoff > now() THEN
    RAISE EXCEPTION 'tripfront_purge: cutoff % is in the future', cutoff;
  END IF;
  IF what IN ('audit', 'searches') AND cutoff > now() - interval '30 days' THEN
    RAISE EXCEPTION 'tripfront_purge: % are kept at least 30 days (cutoff %)', what, cutoff;
  END IF;
  CASE what
    WHEN 'sessions' THEN
      DELETE FROM sessions WHERE expires_at < cutoff OR revoked_at < cutoff;
    WHEN 'auth_tokens' THEN
      DELETE FROM auth_tokens WHERE expires_at < cutoff OR used_at < cutoff;
    WHEN 'sandbox_holds' THEN
      DELETE FROM sandbox_holds WHERE (status = 'released' AND created_at < cutoff) OR (status = 'held' AND expires_at < cutoff);
    WHEN 'sandbox_unit_holds' THEN
      DELETE FROM sandbox_unit_holds WHERE (status = 'released' AND created_at < cutoff) OR (status = 'held' AND expires_at < cutoff);
    WHEN 'emails' THEN
      DELETE FROM outbox WHERE (sent_at < cutoff) OR (failed_at < cutoff);
    WHEN 'searches' THEN
      DELETE FROM searches WHERE created_at < cutoff;
    WHEN 'audit' THEN
      DELETE FROM agency_audit_log WHERE created_at < cutoff;
    ELSE
      RAISE EXCEPTION 'tripfront_purge: unknown kind %', what;
  END CASE;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION tripfront_purge(text, timestamptz) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tripfront_purge(text, timestamptz) TO tripfront_app;
