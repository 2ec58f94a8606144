DROP INDEX "users_tenant_email_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_tenant_guest_email_idx" ON "users" USING btree ("tenant_id","email") WHERE "users"."is_guest";--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_idx" ON "users" USING btree ("tenant_id","email") WHERE not "users"."is_guest";