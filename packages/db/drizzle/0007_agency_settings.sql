CREATE TABLE "agency_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"section" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_secrets" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ciphertext" text NOT NULL,
	"hint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_secrets_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "wholesale_minor" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "markup_minor" bigint;--> statement-breakpoint
ALTER TABLE "agency_assets" ADD CONSTRAINT "agency_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_audit_log" ADD CONSTRAINT "agency_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_assets_tenant_idx" ON "agency_assets" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_audit_log_tenant_idx" ON "agency_audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_tenant_idx" ON "support_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "agency_audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agency_audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "agency_audit_log" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "agency_assets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agency_assets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "agency_assets" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "agency_secrets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agency_secrets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "agency_secrets" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "support_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "support_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "support_requests" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Issue #15: the agency edits its own settings. The app may change an agency's settings and
-- version, never its status or subdomain (the platform operator's, through `npm run agency`).
GRANT UPDATE ("config", "version", "updated_at") ON "agencies" TO tripfront_app;
--> statement-breakpoint
GRANT INSERT, UPDATE, DELETE ON "agency_pages", "agency_languages" TO tripfront_app;
--> statement-breakpoint
-- The audit log, uploads and support requests are append-only for the app.
REVOKE ALL ON "agency_audit_log", "agency_assets", "support_requests" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "agency_audit_log", "agency_assets", "support_requests" TO tripfront_app;
--> statement-breakpoint
REVOKE ALL ON "agency_secrets" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "agency_secrets" TO tripfront_app;
