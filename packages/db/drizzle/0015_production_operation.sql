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
