CREATE TABLE "sandbox_unit_capacity" (
	"bucket" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_unit_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"offer_id" text NOT NULL,
	"buckets" text[] NOT NULL,
	"units" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"client_reference" text,
	"supplier_reference" text,
	"total_cents" bigint NOT NULL,
	"free_cancellation_until" timestamp with time zone,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_unit_holds_client_reference_unique" UNIQUE("client_reference"),
	CONSTRAINT "sandbox_unit_holds_supplier_reference_unique" UNIQUE("supplier_reference")
);
--> statement-breakpoint
CREATE INDEX "sandbox_unit_holds_buckets_idx" ON "sandbox_unit_holds" USING gin ("buckets");--> statement-breakpoint
-- Issue #18: the sandbox supplier's cars and activity places (next cruise cabins and resort units)
-- are its own side, like its rooms (0006) and flight seats (0010): no tenant, no RLS. The app
-- holds, books, releases and cancels; no request deletes a row.
-- (sandbox_unit_capacity: UPDATE is what SELECT … FOR UPDATE needs.)
REVOKE ALL ON "sandbox_unit_capacity", "sandbox_unit_holds" FROM tripfront_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "sandbox_unit_capacity", "sandbox_unit_holds" TO tripfront_app;
