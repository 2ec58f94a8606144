-- Issue #18 (decision 0047): flight seats are units of the sandbox's one unit store, their buckets
-- prefixed `flight:`. The seats and holds of 0010 move over (a sandbox order can still be
-- cancelled), then their tables go.
INSERT INTO "sandbox_unit_capacity" ("bucket", "capacity")
SELECT 'flight:' || "bucket", "capacity" FROM "sandbox_flight_seats"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sandbox_unit_holds" (
	"hold_id", "product", "offer_id", "buckets", "units", "status", "expires_at", "starts_at",
	"client_reference", "supplier_reference", "total_cents", "free_cancellation_until", "details", "created_at"
)
SELECT
	"hold_id", 'flight', "offer_id", ARRAY(SELECT 'flight:' || b FROM unnest("buckets") AS b), "seats", "status", "expires_at", "departs_at",
	"client_reference", "supplier_reference", "total_cents", CASE WHEN "refundable" THEN "departs_at" END,
	jsonb_build_object('recordLocator', "record_locator", 'refundable', "refundable", 'refundFeeCents', "refund_fee_cents"), "created_at"
FROM "sandbox_flight_holds"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "sandbox_flight_holds" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_flight_seats" CASCADE;
