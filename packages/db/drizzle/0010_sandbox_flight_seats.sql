CREATE TABLE "sandbox_flight_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"buckets" text[] NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"client_reference" text,
	"supplier_reference" text,
	"record_locator" text,
	"total_cents" bigint NOT NULL,
	"refundable" boolean NOT NULL,
	"refund_fee_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_flight_holds_client_reference_unique" UNIQUE("client_reference"),
	CONSTRAINT "sandbox_flight_holds_supplier_reference_unique" UNIQUE("supplier_reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_flight_seats" (
	"bucket" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_flight_holds_buckets_idx" ON "sandbox_flight_holds" USING gin ("buckets");--> statement-breakpoint
-- Issue #17: the sandbox supplier's flight seats are its own side, like its rooms (0006): no
-- tenant, no RLS. The app holds, orders, releases and cancels; no request deletes a row.
-- (sandbox_flight_seats: UPDATE is what SELECT … FOR UPDATE needs.)
REVOKE ALL ON "sandbox_flight_seats", "sandbox_flight_holds" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "sandbox_flight_seats", "sandbox_flight_holds" TO tripfront_app;
