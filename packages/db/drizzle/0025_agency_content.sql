CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"cover" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"place" jsonb,
	"top" boolean DEFAULT false NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_slugs" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slugs_tenant_id_kind_slug_pk" PRIMARY KEY("tenant_id","kind","slug")
);
--> statement-breakpoint
CREATE TABLE "hidden_gems" (
	"tenant_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "hidden_gems_tenant_id_destination_id_pk" PRIMARY KEY("tenant_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"translations" jsonb NOT NULL,
	"created_by" uuid,
	CONSTRAINT "terms_versions_tenant_id_kind_version_pk" PRIMARY KEY("tenant_id","kind","version")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepted_terms_version" integer;--> statement-breakpoint
ALTER TABLE "content_slugs" ADD CONSTRAINT "content_slugs_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_gems" ADD CONSTRAINT "hidden_gems_destination_id_content_items_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_tenant_kind_slug_idx" ON "content_items" USING btree ("tenant_id","kind","slug");--> statement-breakpoint
CREATE INDEX "content_items_tenant_kind_publish_idx" ON "content_items" USING btree ("tenant_id","kind","status","publish_at");--> statement-breakpoint
CREATE INDEX "content_slugs_item_idx" ON "content_slugs" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE INDEX "hidden_gems_tenant_position_idx" ON "hidden_gems" USING btree ("tenant_id","position");
--> statement-breakpoint
ALTER TABLE "content_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "content_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "content_items" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "content_slugs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "content_slugs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "content_slugs" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "hidden_gems" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "hidden_gems" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "hidden_gems" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "terms_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "terms_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "terms_versions" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Posts and destination pages are edited and deleted, their former slugs and the hidden gems replaced;
-- a version of the terms is never edited or deleted: publishing adds the next one (decision 0127).
GRANT SELECT, INSERT, UPDATE, DELETE ON "content_items" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "content_slugs" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "hidden_gems" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "terms_versions" TO tripfront_app;
