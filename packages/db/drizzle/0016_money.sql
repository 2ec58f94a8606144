CREATE TABLE "exchange_rates" (
	"source" text NOT NULL,
	"rates_date" date NOT NULL,
	"base" text NOT NULL,
	"rates" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_source_rates_date_pk" PRIMARY KEY("source","rates_date")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"booking_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"source_ref" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchange_from" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchange_rate" numeric;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchange_rates_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchange_rates_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_idx" ON "payment_events" USING btree ("tenant_id","provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_booking_idx" ON "payment_events" USING btree ("tenant_id","booking_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_tenant_number_idx" ON "receipts" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_tenant_source_idx" ON "receipts" USING btree ("tenant_id","kind","source_ref");--> statement-breakpoint
CREATE INDEX "receipts_tenant_booking_idx" ON "receipts" USING btree ("tenant_id","booking_id");--> statement-breakpoint
ALTER TABLE "payment_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "payment_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "payment_events" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "receipts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "receipts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "receipts" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "receipt_counters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "receipt_counters" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "receipt_counters" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Receipts are never changed or deleted once issued; the counter only moves forward.
GRANT SELECT, INSERT ON "receipts" TO tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "receipt_counters", "payment_events" TO tripfront_app;
--> statement-breakpoint
-- Exchange rates are platform data (no tenant): the app reads them and its refresh job stores them.
GRANT SELECT, INSERT, UPDATE ON "exchange_rates" TO tripfront_app;
