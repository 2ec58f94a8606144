CREATE INDEX "bookings_tenant_payment_reference_idx" ON "bookings" USING btree ("tenant_id","payment_reference") WHERE "bookings"."payment_reference" is not null;--> statement-breakpoint
-- Retention of payment provider events (decision 0085): their payloads can hold billing details, so
-- processed ones go after PAYMENT_EVENT_RETENTION_DAYS (at least 30 days); an unprocessed one stays.
CREATE OR REPLACE FUNCTION tripfront_purge(what text, cutoff timestamptz) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  n integer;
BEGIN
  IF cutoff IS NULL OR cutoff > now() THEN
    RAISE EXCEPTION 'tripfront_purge: cutoff % is in the future', cutoff;
  END IF;
  IF what IN ('audit', 'searches', 'payment_events') AND cutoff > now() - interval '30 days' THEN
    RAISE EXCEPTION 'tripfront_purge: % are kept at least 30 days (cutoff %)', what, cutoff;
  END IF;
  CASE what
    WHEN 'sessions' THEN
      DELETE FROM sessions WHERE expires_at < cutoff OR revoked_at < cutoff;
    WHEN 'auth_tokens' THEN
      DELETE FROM auth_tokens WHERE expires_at < cutoff OR used_at < cutoff;
    WHEN 'sandbox_holds' THEN
      DELETE FROM sandbox_holds WHERE (status = 'released' AND created_at < cutoff) OR (status = 'held' AND expires_at < cutoff);
    WHEN 'sandbox_unit_holds' THEN
      DELETE FROM sandbox_unit_holds WHERE (status = 'released' AND created_at < cutoff) OR (status = 'held' AND expires_at < cutoff);
    WHEN 'emails' THEN
      DELETE FROM outbox WHERE (sent_at < cutoff) OR (failed_at < cutoff);
    WHEN 'searches' THEN
      DELETE FROM searches WHERE created_at < cutoff;
    WHEN 'audit' THEN
      DELETE FROM agency_audit_log WHERE created_at < cutoff;
    WHEN 'payment_events' THEN
      DELETE FROM payment_events WHERE processed_at IS NOT NULL AND received_at < cutoff;
    ELSE
      RAISE EXCEPTION 'tripfront_purge: unknown kind %', what;
  END CASE;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;
