ALTER TABLE "agency_hosts" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_hosts_one_primary_idx" ON "agency_hosts" USING btree ("tenant_id") WHERE "agency_hosts"."is_primary";--> statement-breakpoint
-- Agencies seeded before this migration: the first host by creation, then by name (the seed
-- inserted them together). The app reads hosts in the same order when none is primary.
UPDATE "agency_hosts" SET "is_primary" = true WHERE "host" IN (
	SELECT DISTINCT ON ("tenant_id") "host" FROM "agency_hosts" ORDER BY "tenant_id", "created_at", "host"
);
