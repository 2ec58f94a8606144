CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"monthly_minor" integer NOT NULL,
	"yearly_minor" integer NOT NULL,
	"stripe_price_monthly" text NOT NULL,
	"stripe_price_yearly" text NOT NULL,
	"products" jsonb NOT NULL,
	"max_agents" integer,
	"custom_domain" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"stripe_customer_id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_tenant_id_unique" UNIQUE("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "agency_subscriptions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text,
	"interval" text,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"payment_failed_at" timestamp with time zone,
	"stripe_customer_id" text NOT NULL,
	"stripe_subscription_id" text,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invoices" (
	"tenant_id" uuid NOT NULL,
	"stripe_invoice_id" text NOT NULL,
	"number" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"hosted_invoice_url" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_invoices_tenant_id_stripe_invoice_id_pk" PRIMARY KEY("tenant_id","stripe_invoice_id")
);
--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ADD CONSTRAINT "agency_subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_invoices_tenant_idx" ON "agency_invoices" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- A platform table (decision 0150): the plans every agency's subscription page lists.
GRANT SELECT, INSERT, UPDATE ON "plans" TO tripfront_app;
--> statement-breakpoint
-- Which agency each of the platform's Stripe customers is: written in the agency's own scope, read
-- by the platform's webhook before any agency is known (the event names the customer, never the Host).
ALTER TABLE "billing_customers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "billing_customers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "billing_customers" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
CREATE POLICY customer_lookup ON "billing_customers" FOR SELECT USING (true);
--> statement-breakpoint
GRANT SELECT, INSERT ON "billing_customers" TO tripfront_app;
--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agency_subscriptions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "agency_subscriptions" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "agency_subscriptions" TO tripfront_app;
--> statement-breakpoint
ALTER TABLE "agency_invoices" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agency_invoices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "agency_invoices" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "agency_invoices" TO tripfront_app;
--> statement-breakpoint
-- The subscription decides the agency's isSubscribed and whether its storefront is inactive: a
-- change moves the agency's revision, so every instance reads the agency again (decision 0133).
CREATE TRIGGER "agency_subscriptions_revision_insert" AFTER INSERT ON "agency_subscriptions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_revision_changed();
--> statement-breakpoint
CREATE TRIGGER "agency_subscriptions_revision_update" AFTER UPDATE ON "agency_subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_revision_changed();
--> statement-breakpoint
CREATE TRIGGER "agency_subscriptions_revision_delete" AFTER DELETE ON "agency_subscriptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_revision_changed();
