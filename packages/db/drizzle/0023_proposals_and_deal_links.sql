CREATE TABLE "deal_link_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"deal_link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"title" text NOT NULL,
	"product" text NOT NULL,
	"target" text NOT NULL,
	"agent_markup_basis_points" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product" text NOT NULL,
	"offer_id" text NOT NULL,
	"agent_markup_basis_points" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"sent_snapshot" jsonb,
	"status" text DEFAULT 'proposed' NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"client_user_id" uuid,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"decline_reason" text,
	"expires_at" timestamp with time zone,
	"copied_from" uuid,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_markup_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposal_item_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deal_link_id" uuid;--> statement-breakpoint
ALTER TABLE "deal_link_events" ADD CONSTRAINT "deal_link_events_deal_link_id_deal_links_id_fk" FOREIGN KEY ("deal_link_id") REFERENCES "public"."deal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_link_events" ADD CONSTRAINT "deal_link_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_links" ADD CONSTRAINT "deal_links_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_link_events_link_idx" ON "deal_link_events" USING btree ("tenant_id","deal_link_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "deal_link_events_tenant_idx" ON "deal_link_events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_links_tenant_code_idx" ON "deal_links" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "deal_links_tenant_agent_idx" ON "deal_links" USING btree ("tenant_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_items_proposal_idx" ON "proposal_items" USING btree ("tenant_id","proposal_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_tenant_reference_idx" ON "proposals" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "proposals_tenant_agent_idx" ON "proposals" USING btree ("tenant_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_tenant_sent_idx" ON "proposals" USING btree ("tenant_id","sent_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deal_link_id_deal_links_id_fk" FOREIGN KEY ("deal_link_id") REFERENCES "public"."deal_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_tenant_deal_link_idx" ON "bookings" USING btree ("tenant_id","deal_link_id") WHERE "bookings"."deal_link_id" is not null;
--> statement-breakpoint
ALTER TABLE "proposals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "proposals" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "proposals" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "proposal_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "proposal_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "proposal_items" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "deal_links" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "deal_links" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "deal_links" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "deal_link_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "deal_link_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "deal_link_events" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Proposals are edited, sent, answered and withdrawn, never deleted (decision 0118); an agent removes
-- an item of a draft. Deal links are archived, never deleted; their events are only added.
GRANT SELECT, INSERT, UPDATE ON "proposals" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "proposal_items" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "deal_links" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "deal_link_events" TO tripfront_app;
