CREATE TABLE "booking_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"service" text DEFAULT 'hotels' NOT NULL,
	"status" text NOT NULL,
	"supplier" text NOT NULL,
	"client_reference" text NOT NULL,
	"supplier_reference" text,
	"hold_id" text NOT NULL,
	"details" jsonb NOT NULL,
	"title" text NOT NULL,
	"location" text,
	"checkin" text NOT NULL,
	"checkout" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_gateway" text NOT NULL,
	"payment_reference" text,
	"payment_status" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"refund_minor" bigint,
	"failure_reason" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_client_reference_unique" UNIQUE("client_reference")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"booking_id" uuid,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"property_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"checkin" text NOT NULL,
	"checkout" text NOT NULL,
	"rooms" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"client_reference" text,
	"supplier_reference" text,
	"total_cents" bigint NOT NULL,
	"refundable" boolean NOT NULL,
	"free_cancellation_until" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_holds_client_reference_unique" UNIQUE("client_reference"),
	CONSTRAINT "sandbox_holds_supplier_reference_unique" UNIQUE("supplier_reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_room_inventory" (
	"property_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "sandbox_room_inventory_property_id_room_type_id_pk" PRIMARY KEY("property_id","room_type_id")
);
--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_idx" ON "booking_status_history" USING btree ("tenant_id","booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_tenant_reference_idx" ON "bookings" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "bookings_tenant_user_idx" ON "bookings" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_tenant_status_idx" ON "bookings" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "sandbox_holds_room_idx" ON "sandbox_holds" USING btree ("property_id","room_type_id","status");--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "bookings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "bookings" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "booking_status_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "booking_status_history" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "booking_status_history" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "idempotency_keys" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
