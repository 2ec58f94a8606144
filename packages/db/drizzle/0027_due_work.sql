CREATE INDEX "bookings_tenant_unfinished_idx" ON "bookings" USING btree ("tenant_id","lease_until") WHERE "bookings"."status" = 'pending' or ("bookings"."status" = 'confirmed' and "bookings"."payment_status" = 'authorized');--> statement-breakpoint
CREATE INDEX "idempotency_keys_tenant_abandoned_idx" ON "idempotency_keys" USING btree ("tenant_id","created_at") WHERE "idempotency_keys"."status" = 'in_progress' and "idempotency_keys"."booking_id" is null;--> statement-breakpoint
-- docs/decisions/0138: which agencies have periodic work due, asked once for all of them instead of
-- one transaction per agency per job and pass (with 1,000 agencies: 1,000 every 5 s for the emails
-- and 2,000 a minute for content and recovery, which stalled an embedded database for tens of
-- seconds). It runs as its caller (the app role): row-level security applies as in the agency's own
-- transaction, the agency being set for each question in turn and the caller's setting put back.
-- It answers agency ids and flags, no agency data, for the kinds asked:
--   'content': a scheduled post or page whose time has come (publishDueContent);
--   'bookings': a booking to finish whose lease ran out (claimUnfinishedBookings), or an
--     in-progress key without a booking older than keys_before (dropAbandonedIdempotencyKeys);
--   'emails': an unsent email whose next attempt is due (claimDueEmail).
CREATE OR REPLACE FUNCTION tripfront_due_work(kinds text[], at timestamptz, keys_before timestamptz)
RETURNS TABLE (due_tenant uuid, due_content boolean, due_bookings boolean, due_emails boolean)
LANGUAGE plpgsql AS $$
DECLARE
  t uuid;
  prior text := coalesce(current_setting('app.tenant_id', true), '');
BEGIN
  FOR t IN SELECT DISTINCT h.tenant_id FROM agency_hosts h ORDER BY 1 LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    due_content := 'content' = ANY (kinds) AND EXISTS (
      SELECT 1 FROM content_items ci WHERE ci.tenant_id = t AND ci.status = 'scheduled' AND ci.publish_at <= at
    );
    due_bookings := 'bookings' = ANY (kinds) AND (EXISTS (
      SELECT 1 FROM bookings b
      WHERE b.tenant_id = t
        AND (b.status = 'pending' OR (b.status = 'confirmed' AND b.payment_status = 'authorized'))
        AND (b.lease_until IS NULL OR b.lease_until < at)
    ) OR EXISTS (
      SELECT 1 FROM idempotency_keys k
      WHERE k.tenant_id = t AND k.status = 'in_progress' AND k.booking_id IS NULL AND k.created_at < keys_before
    ));
    due_emails := 'emails' = ANY (kinds) AND EXISTS (
      SELECT 1 FROM outbox o
      WHERE o.tenant_id = t AND o.sent_at IS NULL AND o.failed_at IS NULL AND o.next_attempt_at <= at
    );
    IF due_content OR due_bookings OR due_emails THEN
      due_tenant := t;
      RETURN NEXT;
    END IF;
  END LOOP;
  PERFORM set_config('app.tenant_id', prior, true);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION tripfront_due_work(text[], timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tripfront_due_work(text[], timestamptz, timestamptz) TO tripfront_app;
