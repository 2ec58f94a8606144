CREATE TABLE "saved_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"nationality" text,
	"passport_number" text,
	"passport_expiry" date,
	"passport_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "special_requests" text;--> statement-breakpoint
ALTER TABLE "saved_travellers" ADD CONSTRAINT "saved_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_travellers_tenant_user_idx" ON "saved_travellers" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "saved_travellers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "saved_travellers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "saved_travellers" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- A traveller adds, edits and deletes their own saved travellers (decision 0102).
GRANT SELECT, INSERT, UPDATE, DELETE ON "saved_travellers" TO tripfront_app;
--> statement-breakpoint
-- Special requests had been kept in the booking's details; the column is their one home now.
UPDATE "bookings" SET "special_requests" = "details"->>'specialRequests', "details" = "details" - 'specialRequests' WHERE "details" ? 'specialRequests';
