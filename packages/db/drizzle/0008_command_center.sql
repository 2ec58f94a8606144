CREATE TABLE "agent_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"service" text NOT NULL,
	"destination" text NOT NULL,
	"country_code" text,
	"start_date" text,
	"end_date" text,
	"party" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_count" integer NOT NULL,
	"search_url" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"booking_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credits_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_applications_tenant_idx" ON "agent_applications" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "searches_tenant_created_idx" ON "searches" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "searches_tenant_user_idx" ON "searches" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_booking_kind_idx" ON "wallet_entries" USING btree ("booking_id","kind");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_tenant_created_idx" ON "bookings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_tenant_agent_idx" ON "bookings" USING btree ("tenant_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "users_tenant_type_idx" ON "users" USING btree ("tenant_id","user_type","created_at");--> statement-breakpoint
ALTER TABLE "searches" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "searches" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "searches" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "wallet_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "wallet_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "wallet_entries" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "agent_applications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agent_applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "agent_applications" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Issue #16: the wallet is a ledger. An entry is never changed or removed, and no balance goes below zero.
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_balance_not_negative" CHECK ("balance_after_minor" >= 0);
--> statement-breakpoint
REVOKE ALL ON "wallet_entries" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "wallet_entries" TO tripfront_app;
--> statement-breakpoint
-- Searches are recorded and later marked with the booking they led to; applications are filed and decided.
REVOKE ALL ON "searches", "agent_applications" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "searches", "agent_applications" TO tripfront_app;
